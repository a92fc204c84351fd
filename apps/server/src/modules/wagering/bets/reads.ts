import { and, asc, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bets, betVersions } from './schema';

/** Statuses whose figures count: an open round has no result yet and a void one never had a bet. */
export const COUNTED_STATUSES = ['settled', 'resettled'] as const;

export interface BetFigures {
  stake: bigint;
  payout: bigint;
  validBet: bigint;
  status: 'open' | 'settled' | 'void' | 'resettled';
  settledAt: Date | null;
}

/** One version of a round as it arrived, with the version it replaced (null for a round's first). */
export interface BetChange extends BetFigures {
  id: bigint;
  provider: string;
  roundId: string;
  version: number;
  siteId: number;
  memberId: number;
  currency: string;
  gameCode: string;
  hall: number;
  /** When this version was stored (its transaction's start): consumers hold back versions too young to be sure no lower id still commits. */
  receivedAt: Date;
  previous: BetFigures | null;
}

/** A round's member win/loss as lists show it: payout − stake once it counts, 0 while open or when void. */
export function roundWinLoss(r: Pick<BetFigures, 'stake' | 'payout' | 'status'>): bigint {
  return (COUNTED_STATUSES as readonly string[]).includes(r.status) ? r.payout - r.stake : 0n;
}

/** What a change adds to the counted figures: the new version's if it counts, minus the replaced one's. */
export function countedDelta(change: BetChange): { stake: bigint; payout: bigint; validBet: bigint } {
  const counts = (f: BetFigures | null) =>
    f !== null && (COUNTED_STATUSES as readonly string[]).includes(f.status);
  const pick = (f: BetFigures | null) =>
    counts(f)
      ? { stake: f!.stake, payout: f!.payout, validBet: f!.validBet }
      : { stake: 0n, payout: 0n, validBet: 0n };
  const now = pick(change),
    before = pick(change.previous);
  return {
    stake: now.stake - before.stake,
    payout: now.payout - before.payout,
    validBet: now.validBet - before.validBet,
  };
}

/**
 * Round versions stored after `afterId`, in the order they arrived: consumers that keep running
 * figures (turnover, rebates, levels, reports) read them from their own cursor.
 */
export async function betChangesAfter(db: DbOrTx, afterId: bigint, limit: number): Promise<BetChange[]> {
  const rows = await db
    .select()
    .from(betVersions)
    .where(gt(betVersions.id, afterId))
    .orderBy(asc(betVersions.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const previous = await db.execute<{
    id: string;
    stake: string;
    payout: string;
    valid_bet: string;
    status: BetFigures['status'];
    settled_at: Date | string | null;
  }>(sql`
    select cur.id::text as id, prev.stake::text as stake, prev.payout::text as payout,
           prev.valid_bet::text as valid_bet, prev.status, prev.settled_at
    from bet_versions cur
    join lateral (
      select p.stake, p.payout, p.valid_bet, p.status, p.settled_at from bet_versions p
      where p.provider = cur.provider and p.round_id = cur.round_id and p.version < cur.version
      order by p.version desc limit 1
    ) prev on true
    where cur.id in (${sql.join(
      rows.map((r) => sql`${r.id}`),
      sql`, `,
    )})`);
  const byId = new Map(previous.rows.map((p) => [p.id, p]));
  return rows.map((r) => {
    const p = byId.get(r.id.toString());
    return {
      id: r.id,
      provider: r.provider,
      roundId: r.roundId,
      version: r.version,
      siteId: r.siteId,
      memberId: r.memberId,
      currency: r.currency,
      gameCode: r.gameCode,
      hall: r.hall,
      stake: r.stake,
      payout: r.payout,
      validBet: r.validBet,
      status: r.status,
      settledAt: r.settledAt,
      receivedAt: r.receivedAt,
      previous: p
        ? {
            stake: BigInt(p.stake),
            payout: BigInt(p.payout),
            validBet: BigInt(p.valid_bet),
            status: p.status,
            settledAt: p.settled_at === null ? null : new Date(p.settled_at),
          }
        : null,
    };
  });
}

export interface MemberHallTotals {
  memberId: number;
  currency: string;
  hall: number;
  rounds: number;
  stake: bigint;
  payout: bigint;
  validBet: bigint;
}

/**
 * Counted bets settled in [from, to) per member and hall: what daily rebates and level thresholds
 * are computed from. The caller turns a day in the site's time zone into the UTC range.
 * `firstSettledInRange` leaves out rounds an earlier counted version of which settled before `from`
 * (a round resettled onto a later day): daily rebates count each round once, on its first day.
 */
export async function settledTotalsByMemberHall(
  db: DbOrTx,
  q: { siteId: number; from: Date; to: Date; memberIds?: number[]; firstSettledInRange?: boolean },
): Promise<MemberHallTotals[]> {
  const rows = await db
    .select({
      memberId: bets.memberId,
      currency: bets.currency,
      hall: bets.hall,
      rounds: sql<number>`count(*)::int`,
      stake: sql<string>`sum(${bets.stake})::text`,
      payout: sql<string>`sum(${bets.payout})::text`,
      validBet: sql<string>`sum(${bets.validBet})::text`,
    })
    .from(bets)
    .where(
      and(
        sql`${bets.siteId} = ${q.siteId}`,
        inArray(bets.status, [...COUNTED_STATUSES]),
        gte(bets.settledAt, q.from),
        lt(bets.settledAt, q.to),
        q.memberIds ? inArray(bets.memberId, q.memberIds) : undefined,
        q.firstSettledInRange
          ? sql`not exists (select 1 from ${betVersions} v where v.provider = ${bets.provider}
              and v.round_id = ${bets.roundId} and v.version < ${bets.version}
              and v.status in (${sql.join(
                COUNTED_STATUSES.map((st) => sql`${st}`),
                sql`, `,
              )}) and v.settled_at < ${q.from.toISOString()}::timestamptz)`
          : undefined,
      ),
    )
    .groupBy(bets.memberId, bets.currency, bets.hall);
  return rows.map((r) => ({
    ...r,
    stake: BigInt(r.stake),
    payout: BigInt(r.payout),
    validBet: BigInt(r.validBet),
  }));
}
