import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { COUNTED_STATUSES, type BetFigures } from './reads';
import { bets } from './schema';

export interface MemberBetQuery {
  memberId: number;
  /** Placed in [from, to). */
  from: Date;
  to: Date;
  hall?: number;
  provider?: string;
  status?: BetFigures['status'];
  /** 1-based. */
  page: number;
  size: number;
}

export interface MemberBetRow {
  id: bigint;
  provider: string;
  roundId: string;
  version: number;
  currency: string;
  gameCode: string;
  hall: number;
  stake: bigint;
  payout: bigint;
  validBet: bigint;
  /** payout - stake for a counted round; 0 while open or when void. */
  winLoss: bigint;
  status: BetFigures['status'];
  placedAt: Date;
  settledAt: Date | null;
}

export interface MemberBetTotals {
  /** Rounds matching the filter (what the pages count). */
  rounds: number;
  /** Of the counted rounds (settled, resettled): an open round has no result and a void one no bet. */
  stake: bigint;
  validBet: bigint;
  winLoss: bigint;
}

const counted = sql`${bets.status} in (${sql.join(
  COUNTED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

/**
 * One page of a member's bets, newest placed first, with the totals of the whole filter: the member's
 * Bets tab and the staff's member page. Answered from `bets_member_placed_idx` (member, placed time).
 */
export async function memberBetPage(
  db: DbOrTx,
  q: MemberBetQuery,
): Promise<{ rows: MemberBetRow[]; totals: MemberBetTotals }> {
  const where: SQL = and(
    eq(bets.memberId, q.memberId),
    gte(bets.placedAt, q.from),
    lt(bets.placedAt, q.to),
    q.hall === undefined ? undefined : eq(bets.hall, q.hall),
    q.provider === undefined ? undefined : eq(bets.provider, q.provider),
    q.status === undefined ? undefined : eq(bets.status, q.status),
  )!;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(bets)
      .where(where)
      .orderBy(desc(bets.placedAt), desc(bets.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db
      .select({
        rounds: sql<number>`count(*)::int`,
        stake: sql<string>`coalesce(sum(${bets.stake}) filter (where ${counted}), 0)::text`,
        validBet: sql<string>`coalesce(sum(${bets.validBet}) filter (where ${counted}), 0)::text`,
        winLoss: sql<string>`coalesce(sum(${bets.payout} - ${bets.stake}) filter (where ${counted}), 0)::text`,
      })
      .from(bets)
      .where(where),
  ]);
  const countedStatus = (s: string) => (COUNTED_STATUSES as readonly string[]).includes(s);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      provider: r.provider,
      roundId: r.roundId,
      version: r.version,
      currency: r.currency,
      gameCode: r.gameCode,
      hall: r.hall,
      stake: r.stake,
      payout: r.payout,
      validBet: r.validBet,
      winLoss: countedStatus(r.status) ? r.payout - r.stake : 0n,
      status: r.status,
      placedAt: r.placedAt,
      settledAt: r.settledAt,
    })),
    totals: {
      rounds: totals!.rounds,
      stake: BigInt(totals!.stake),
      validBet: BigInt(totals!.validBet),
      winLoss: BigInt(totals!.winLoss),
    },
  };
}
