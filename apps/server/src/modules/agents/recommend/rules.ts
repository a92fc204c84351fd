/**
 * The recommend-a-friend rules, pure: a friend's window in site days, whether the friend reached the
 * condition, and whether the friend is the recommender's own second account.
 */

export type RecommendTrigger = 'first_deposit' | 'valid_bets';

/** YYYY-MM-DD of an instant in a time zone. */
export function siteDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** A site day `n` days after `day` (calendar arithmetic on the date alone). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The site days in which a friend may earn the reward: the registration day and the `withinDays - 1`
 * after it, cut at today (the reports have nothing later). `closed` once today is past the last.
 */
export function windowOf(registeredAt: Date, now: Date, timeZone: string, withinDays: number) {
  const from = siteDay(registeredAt, timeZone);
  const last = addDays(from, withinDays - 1);
  const today = siteDay(now, timeZone);
  return { from, to: last < today ? last : today, last, closed: today > last };
}

/** What the friend did in the window, from the reports' member figures. */
export interface FriendFigures {
  firstDeposit: number;
  firstDepositAmount: bigint;
  validBet: bigint;
}

/**
 * What the friend reached toward the condition, and whether it earns the reward: the first deposit
 * (only a deposit that was the friend's first counts, at least the threshold) or the valid bets
 * summed over the window (at least the threshold, and above zero).
 */
export function reachedOf(
  trigger: RecommendTrigger,
  threshold: bigint,
  f: FriendFigures | undefined,
): { reached: bigint; earned: boolean } {
  if (trigger === 'first_deposit') {
    const reached = f && f.firstDeposit > 0 ? f.firstDepositAmount : 0n;
    return { reached, earned: reached > 0n && reached >= threshold };
  }
  const reached = f?.validBet ?? 0n;
  return { reached, earned: reached > 0n && reached >= threshold };
}

/** What we know of one person's accounts: addresses and device ids used to register and log in. */
export interface Traits {
  registerIp: string | null;
  ips: readonly string[];
  udids: readonly string[];
}

/**
 * A friend is the recommender's own second account when both registered from one address, or
 * either logged in from an address or a device the other used. Such a friend earns nothing: the
 * programme pays for bringing someone else. (A household sharing a connection is refused too; staff
 * see the refusal and its reason on the rewards list.)
 */
export function sameOwner(friend: Traits, recommender: Traits): boolean {
  const friendIps = new Set([...friend.ips, ...(friend.registerIp ? [friend.registerIp] : [])]);
  const theirIps = [...recommender.ips, ...(recommender.registerIp ? [recommender.registerIp] : [])];
  if (theirIps.some((ip) => friendIps.has(ip))) return true;
  const devices = new Set(friend.udids);
  return recommender.udids.some((u) => devices.has(u));
}

/** A friend's account as the recommender sees it: the first two and the last character. */
export function maskAccount(account: string): string {
  if (account.length <= 3) return `${account.slice(0, 1)}**`;
  return `${account.slice(0, 2)}${'*'.repeat(Math.min(6, account.length - 3))}${account.slice(-1)}`;
}
