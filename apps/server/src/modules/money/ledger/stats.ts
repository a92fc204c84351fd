import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { DayWindow } from '../../../platform/day-window';

/** One day's posted transfers of one kind (and, for promotions, one source). */
export interface LedgerFlow {
  day: string;
  kind: 'adjustment' | 'promotion' | 'provider_in' | 'provider_out';
  /** For promotions the reference's source (`red-envelope`, `sign-in`, ...); otherwise empty. */
  source: string;
  count: number;
  amount: bigint;
  /** Credited to member main wallets minus debited from them (signs the adjustments). */
  toMembers: bigint;
}

const FLOW_KINDS = ['adjustment', 'promotion', 'provider_in', 'provider_out'] as const;

/**
 * The dashboard's ledger figures: posted transfers of one site and currency per day, by when they
 * took effect (index ledger_transfers_site_posted_idx). Deposits and withdrawals are counted by their
 * own modules from their orders.
 */
export async function flowsByDay(db: DbOrTx, w: DayWindow): Promise<LedgerFlow[]> {
  const { rows } = await db.execute<{
    day: string;
    kind: LedgerFlow['kind'];
    source: string;
    n: number;
    amount: string;
    to_members: string;
  }>(sql`
    select to_char(t.resolved_at at time zone ${w.timeZone}, 'YYYY-MM-DD') as day, t.kind,
           case when t.kind = 'promotion' then split_part(coalesce(t.reference, ''), ':', 1) else '' end as source,
           count(*)::int as n, sum(t.amount)::text as amount,
           sum(case when c.kind = 'member_main' then t.amount when d.kind = 'member_main' then -t.amount
                    else 0 end)::text as to_members
      from ledger_transfers t
      join ledger_accounts c on c.id = t.credit_account_id
      join ledger_accounts d on d.id = t.debit_account_id
     where t.site_id = ${w.siteId} and t.currency = ${w.currency} and t.status = 'posted'
       and t.resolved_at >= ${w.from.toISOString()} and t.resolved_at < ${w.to.toISOString()}
       and t.kind in (${sql.join(
         FLOW_KINDS.map((k) => sql`${k}`),
         sql`, `,
       )})
     group by 1, 2, 3`);
  return rows.map((r) => ({
    day: r.day,
    kind: r.kind,
    source: r.source,
    count: Number(r.n),
    amount: BigInt(r.amount),
    toMembers: BigInt(r.to_members),
  }));
}
