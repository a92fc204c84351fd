import { fromMinor } from '@arks/contracts';
import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { currencyOf } from '../../money/ledger';
import { rebates } from './schema';

/** A member's rebates over site days [start, end], newest day first, with the range's totals. */
export async function memberRebates(
  db: DbOrTx,
  member: { memberId: number; currency: string },
  q: { start_date: string; end_date: string; page: number; page_size: number },
) {
  const code = currencyOf(member.currency);
  const where = and(
    eq(rebates.memberId, member.memberId),
    eq(rebates.currency, member.currency),
    gte(rebates.day, q.start_date),
    lte(rebates.day, q.end_date),
  );
  const [rows, [sums]] = await Promise.all([
    db
      .select()
      .from(rebates)
      .where(where)
      .orderBy(desc(rebates.day), desc(rebates.hall))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db
      .select({
        n: count(),
        validBet: sql<string>`coalesce(sum(${rebates.validBet}), 0)::text`,
        amount: sql<string>`coalesce(sum(${rebates.amount}) filter (where ${rebates.state} <> 'rejected'), 0)::text`,
        paid: sql<string>`coalesce(sum(${rebates.amount}) filter (where ${rebates.state} = 'paid'), 0)::text`,
      })
      .from(rebates)
      .where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      day: r.day,
      hall: r.hall,
      valid_bet: fromMinor(r.validBet, code),
      rate_bp: r.rateBp,
      amount: fromMinor(r.amount, code),
      status: r.state,
      paid_at: r.paidAt?.toISOString() ?? null,
    })),
    total: sums?.n ?? 0,
    totals: {
      valid_bet: fromMinor(BigInt(sums?.validBet ?? '0'), code),
      amount: fromMinor(BigInt(sums?.amount ?? '0'), code),
      paid: fromMinor(BigInt(sums?.paid ?? '0'), code),
    },
  };
}
