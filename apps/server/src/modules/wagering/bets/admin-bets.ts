import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { toMinor, type AdminBetRound, type AdminBetSearch, type CurrencyCode } from '@arks/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import { memberIdsByAccount, withMemberAccounts } from '../../accounts/member';
import { countedSums } from './member-bets';
import { moneyText } from './money-text';
import { roundWinLoss } from './reads';
import { bets, betVersions } from './schema';

type SearchInput = z.output<(typeof AdminBetSearch)['request']>;
type SearchAnswer = z.output<(typeof AdminBetSearch)['data']>;
type RoundAnswer = z.output<(typeof AdminBetRound)['data']>;
type BetRow = typeof bets.$inferSelect;
type VersionRow = typeof betVersions.$inferSelect;

function figures(r: BetRow | VersionRow) {
  const money = (minor: bigint) => moneyText(minor, r.currency);
  return {
    id: r.id.toString(),
    provider: r.provider,
    round_id: r.roundId,
    version: r.version,
    site_id: r.siteId,
    member_id: r.memberId,
    currency: r.currency,
    game_code: r.gameCode,
    hall: r.hall,
    stake: money(r.stake),
    payout: money(r.payout),
    valid_bet: money(r.validBet),
    win_loss: money(roundWinLoss(r)),
    status: r.status,
    placed_at: r.placedAt.toISOString(),
    settled_at: r.settledAt?.toISOString() ?? null,
    updated_at: r.providerUpdatedAt.toISOString(),
  };
}

/**
 * Staff's bet search over every member's current round versions, newest placed first. A member
 * named by account is looked up in the member directory first (an unknown account matches nothing);
 * stake bounds are read in the named currency's minor units.
 */
export async function searchBets(db: DbOrTx, q: SearchInput): Promise<SearchAnswer> {
  let memberIds: number[] | undefined;
  if (q.account !== undefined) {
    memberIds = await memberIdsByAccount(db, q.account, q.site_id);
    if (q.member_id !== undefined) memberIds = memberIds.filter((id) => id === q.member_id);
  } else if (q.member_id !== undefined) {
    memberIds = [q.member_id];
  }
  const empty = { list: [], total: 0, totals: [], page: q.page, page_size: q.page_size };
  if (memberIds?.length === 0) return empty;
  const minor = (amount: string | undefined) =>
    amount === undefined ? undefined : toMinor(amount, q.currency as CurrencyCode);
  const min = minor(q.min_stake),
    max = minor(q.max_stake);

  const where: SQL | undefined = and(
    memberIds === undefined
      ? undefined
      : memberIds.length === 1
        ? eq(bets.memberId, memberIds[0]!)
        : inArray(bets.memberId, memberIds),
    q.site_id === undefined ? undefined : eq(bets.siteId, q.site_id),
    q.provider === undefined ? undefined : eq(bets.provider, q.provider),
    q.game_code === undefined ? undefined : eq(bets.gameCode, q.game_code),
    q.round_id === undefined ? undefined : eq(bets.roundId, q.round_id),
    q.status === undefined ? undefined : eq(bets.status, q.status),
    q.from === undefined ? undefined : gte(bets.placedAt, new Date(q.from)),
    q.to === undefined ? undefined : lt(bets.placedAt, new Date(q.to)),
    q.currency === undefined ? undefined : eq(bets.currency, q.currency),
    min === undefined ? undefined : gte(bets.stake, min),
    max === undefined ? undefined : lte(bets.stake, max),
  );
  const sums = await db
    .select({ currency: bets.currency, rounds: sql<number>`count(*)::int`, ...countedSums })
    .from(bets)
    .where(where)
    .groupBy(bets.currency)
    .orderBy(asc(bets.currency));
  const rows = await db
    .select()
    .from(bets)
    .where(where)
    .orderBy(desc(bets.placedAt), desc(bets.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const named = await withMemberAccounts(db, rows);
  return {
    list: named.map(({ order, account }) => ({ ...figures(order), member_account: account })),
    total: sums.reduce((n, s) => n + s.rounds, 0),
    totals: sums.map((s) => ({
      currency: s.currency,
      rounds: s.rounds,
      stake: moneyText(BigInt(s.stake), s.currency),
      valid_bet: moneyText(BigInt(s.validBet), s.currency),
      win_loss: moneyText(BigInt(s.payout) - BigInt(s.stake), s.currency),
    })),
    page: q.page,
    page_size: q.page_size,
  };
}

/** One round as it stands now, with every version as it arrived (the changes kept), oldest first. */
export async function betRound(db: DbOrTx, provider: string, roundId: string): Promise<RoundAnswer> {
  const [bet] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.provider, provider), eq(bets.roundId, roundId)));
  if (!bet) {
    throw new AppError(PlatformErrors.notFound, { message: `round_id: no round ${roundId} of ${provider}` });
  }
  const versions = await db
    .select()
    .from(betVersions)
    .where(and(eq(betVersions.provider, provider), eq(betVersions.roundId, roundId)))
    .orderBy(asc(betVersions.version));
  const [named] = await withMemberAccounts(db, [bet]);
  return {
    bet: { ...figures(bet), member_account: named!.account },
    versions: versions.map((v) => ({ ...figures(v), received_at: v.receivedAt.toISOString() })),
  };
}
