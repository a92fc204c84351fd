/** The pure rules of member levels: which level figures earn, and what the job does about it. */

export interface Rung {
  level: number;
  names: Record<string, string>;
  bonusTurnoverMultiple: number;
  amounts: Map<string, RungAmounts>;
}

export interface RungAmounts {
  depositThreshold: bigint;
  validBetThreshold: bigint;
  bonus: bigint;
  withdrawDailyCount: number | null;
  withdrawDailyAmount: bigint | null;
}

export interface CurrentLevel {
  level: number;
  how: 'auto' | 'manual';
  pinned: boolean;
  since: Date;
}

/** A site without a ladder has one level, 0. */
export const baseLevel = (ladder: Rung[]) => ladder[0]?.level ?? 0;

/**
 * The highest level whose thresholds in the currency both figures reach; the base is always reached.
 * A level without amounts in the currency is out of reach in it.
 */
export function earnedLevel(ladder: Rung[], currency: string, deposits: bigint, validBets: bigint): number {
  let earned = baseLevel(ladder);
  for (const rung of ladder.slice(1)) {
    const a = rung.amounts.get(currency);
    if (a && deposits >= a.depositThreshold && validBets >= a.validBetThreshold) earned = rung.level;
  }
  return earned;
}

/** The rung a stored level stands on: the highest at or below it (a ladder may have been shortened). */
export function rungAt(ladder: Rung[], level: number): Rung | undefined {
  let found: Rung | undefined;
  for (const rung of ladder) if (rung.level <= level) found = rung;
  return found ?? ladder[0];
}

/**
 * The level the job moves a member to, or null to leave them. Up to the earned level always (past a
 * manual level too), unless staff pinned it. Down only with the site's demotion on, and a manual level
 * only once a whole period has passed since staff set it, so a hand-set level is not undone at once.
 */
export function nextLevel(
  current: CurrentLevel | undefined,
  base: number,
  earned: number,
  rules: { demotion: boolean; periodDays: number; now: Date },
): number | null {
  if (current?.pinned) return null;
  const level = current?.level ?? base;
  if (earned > level) return earned;
  if (earned === level || !rules.demotion) return null;
  if (current?.how === 'manual') {
    const heldUntil = current.since.getTime() + rules.periodDays * 86_400_000;
    if (rules.now.getTime() < heldUntil) return null;
  }
  return earned;
}

/** The levels whose bonus a move from `from` up to `to` reaches for the first time (bonuses > 0). */
export function bonusLevels(ladder: Rung[], currency: string, from: number, to: number) {
  return ladder
    .filter((r) => r.level > from && r.level <= to)
    .map((r) => ({
      level: r.level,
      amount: r.amounts.get(currency)?.bonus ?? 0n,
      multiple: r.bonusTurnoverMultiple,
    }))
    .filter((b) => b.amount > 0n);
}
