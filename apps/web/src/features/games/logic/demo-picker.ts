/**
 * The demo game picker (spec §2 screens, §4 "Demo play"): open, load the halls, choose a hall, choose
 * one of its providers, then choose a game — which starts unless a start is already loading.
 */
export interface DemoHall {
  gt_id: number;
  gp_list: { gp_id: string; game_count: number }[];
}

export type DemoPick =
  { step: 'halls' } | { step: 'providers'; gtId: number } | { step: 'games'; gtId: number; gpId: string };

export const initialDemoPick: DemoPick = { step: 'halls' };

/** Halls a visitor can try something in: empty halls are left out rather than leading nowhere. */
export function playableHalls<H extends DemoHall>(halls: H[]): H[] {
  return halls
    .map((h) => ({ ...h, gp_list: h.gp_list.filter((p) => p.game_count > 0) }))
    .filter((h) => h.gp_list.length > 0);
}

export const chooseHall = (gtId: number): DemoPick => ({ step: 'providers', gtId });

export function chooseProvider(pick: DemoPick, gpId: string): DemoPick {
  return pick.step === 'halls' ? pick : { step: 'games', gtId: pick.gtId, gpId };
}

/** One step back: games to providers, providers to halls. */
export function back(pick: DemoPick): DemoPick {
  if (pick.step === 'games') return { step: 'providers', gtId: pick.gtId };
  return initialDemoPick;
}

/** Spec §4: choosing a game starts it unless a start is still loading. */
export const canChooseGame = (launching: string | null) => launching === null;
