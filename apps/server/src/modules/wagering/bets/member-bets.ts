import { and, desc, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CallData, MemberBets, TBetStatus } from '@arks/contracts';
import type { DbOrTx } from '../../../db/client';
import { findProvider } from '../../games/providers';
import { gameNames } from '../../games/catalogue';
import { dayRangeInZone } from '../../money/wallet';
import { bets } from './schema';
import { COUNTED_STATUSES, roundWinLoss } from './reads';
import { moneyText } from './money-text';

type MemberBetList = CallData<typeof MemberBets>;

/** The member whose bets are shown, as the request context knows them. */
export interface BetOwner {
  memberId: number;
  siteId: number;
  currency: string;
}

export interface MemberBetQuery {
  start_date: string;
  end_date: string;
  hall?: number;
  provider?: string;
  status?: TBetStatus;
  page: number;
  page_size: number;
}

const counted = inArray(bets.status, [...COUNTED_STATUSES]);
const countedSum = (column: SQLWrapper) =>
  sql<string>`coalesce(sum(${column}) filter (where ${counted}), 0)::text`;

/** Sums of counted rounds only: an open round has no result yet and a void one never was a bet. */
export const countedSums = {
  stake: countedSum(bets.stake),
  payout: countedSum(bets.payout),
  validBet: countedSum(bets.validBet),
};

/**
 * A member's own rounds placed in the date range (whole days in the site's time zone, both ends
 * included), newest first, with the figures of the whole filtered range. Both queries walk
 * `bets_member_placed_idx` (member_id, placed_at): the range is one slice of the member's rounds.
 */
export async function memberBets(
  db: DbOrTx,
  owner: BetOwner,
  timeZone: string,
  lang: string,
  q: MemberBetQuery,
): Promise<MemberBetList> {
  const { from, to } = await dayRangeInZone(db, q.start_date, q.end_date, timeZone);
  const where: SQL = and(
    eq(bets.memberId, owner.memberId),
    gte(bets.placedAt, from),
    lt(bets.placedAt, to),
    // A member has one site and currency; naming them keeps a row of another never shown.
    eq(bets.siteId, owner.siteId),
    eq(bets.currency, owner.currency),
    q.hall === undefined ? undefined : eq(bets.hall, q.hall),
    q.provider === undefined ? undefined : eq(bets.provider, q.provider),
    q.status === undefined ? undefined : eq(bets.status, q.status),
  )!;
  const [sums] = await db
    .select({ rounds: sql<number>`count(*)::int`, ...countedSums })
    .from(bets)
    .where(where);
  const rows = await db
    .select()
    .from(bets)
    .where(where)
    .orderBy(desc(bets.placedAt), desc(bets.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);

  const providerIds = [...new Set(rows.map((r) => r.provider))];
  const providerNames = new Map(
    await Promise.all(providerIds.map(async (gp) => [gp, (await findProvider(db, gp))?.name ?? gp] as const)),
  );
  const names = await gameNames(
    db,
    rows.map((r) => ({ gpId: r.provider, gameCode: r.gameCode })),
    lang,
  );
  const money = (minor: bigint) => moneyText(minor, owner.currency);
  return {
    total: sums!.rounds,
    totals: {
      stake: money(BigInt(sums!.stake)),
      valid_bet: money(BigInt(sums!.validBet)),
      win_loss: money(BigInt(sums!.payout) - BigInt(sums!.stake)),
    },
    list: rows.map((r) => ({
      round_id: r.roundId,
      provider: r.provider,
      provider_name: providerNames.get(r.provider) ?? r.provider,
      game_code: r.gameCode,
      game_name: names.get(`${r.provider}\n${r.gameCode}`) ?? r.gameCode,
      hall: r.hall,
      stake: money(r.stake),
      payout: money(r.payout),
      valid_bet: money(r.validBet),
      win_loss: money(roundWinLoss(r)),
      status: r.status,
      placed_at: r.placedAt.toISOString(),
      settled_at: r.settledAt?.toISOString() ?? null,
    })),
  };
}
