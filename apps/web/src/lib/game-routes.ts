import { GAME_HALLS, SLOT_HALL_ID, type GameHallId } from '@arks/contracts';

export function isGameHallId(value: number): value is GameHallId {
  return Number.isInteger(value) && value in GAME_HALLS;
}

/**
 * Spec §2 game routing: the slot hall (gt_id 2) lives at /slotgame with a provider and house, or the
 * Popular list when none is chosen; every other game type has its own hall page.
 */
export function gameHallHref(gtId: GameHallId, provider?: { gpId: string; house: number | string }): string {
  if (gtId === SLOT_HALL_ID) {
    const params = new URLSearchParams({
      gt_id: String(gtId),
      gp_id: provider?.gpId ?? 'Popular',
      house: String(provider?.house ?? 0),
    });
    return `/slotgame?${params.toString()}`;
  }
  return `/gameHall/${gtId}`;
}
