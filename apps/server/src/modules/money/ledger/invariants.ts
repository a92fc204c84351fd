import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

/**
 * The invariants of design.md §3, checked against the whole ledger. Each query returns the rows that
 * break its rule, so an empty result everywhere means the books are right. Tests and the ledger
 * benchmark run it after every randomized load; operators can run it too.
 */
const CHECKS: Record<string, ReturnType<typeof sql>> = {
  // Per currency the books sum to zero: member balances as kept, plus system balances as derived.
  postings_sum_to_zero: sql`
    select currency, net from (
      select a.currency,
             sum(case when a.kind <> 'system' then a.balance
                      else coalesce((select sum(amount) from ledger_transfers where credit_account_id = a.id and status = 'posted'), 0)
                         - coalesce((select sum(amount) from ledger_transfers where debit_account_id = a.id and status = 'posted'), 0)
                 end) as net
        from ledger_accounts a group by a.currency) books
     where net <> 0`,
  // A maintained balance equals what its posted transfers say, and pending_out what its pending debits hold.
  balances_match_transfers: sql`
    select a.id, a.balance, a.pending_out, coalesce(c.posted, 0) - coalesce(d.posted, 0) as derived,
           coalesce(d.pending, 0) as derived_pending
      from ledger_accounts a
      left join (select debit_account_id as id,
                        sum(amount) filter (where status = 'posted') as posted,
                        sum(amount) filter (where status = 'pending') as pending
                   from ledger_transfers group by debit_account_id) d on d.id = a.id
      left join (select credit_account_id as id, sum(amount) filter (where status = 'posted') as posted
                   from ledger_transfers group by credit_account_id) c on c.id = a.id
     where a.kind <> 'system'
       and (a.balance <> coalesce(c.posted, 0) - coalesce(d.posted, 0) or a.pending_out <> coalesce(d.pending, 0))`,
  no_member_below_zero: sql`
    select id, balance, pending_out from ledger_accounts
     where kind <> 'system' and (balance < 0 or balance < pending_out or pending_out < 0)`,
  // The currency of both accounts is the transfer's (the foreign keys say so; this proves it).
  one_currency_per_transfer: sql`
    select t.id from ledger_transfers t
      join ledger_accounts d on d.id = t.debit_account_id
      join ledger_accounts c on c.id = t.credit_account_id
     where d.currency <> t.currency or c.currency <> t.currency`,
  idempotency_keys_once: sql`
    select idempotency_key from ledger_transfers group by idempotency_key having count(*) > 1`,
  resolved_once: sql`
    select id from ledger_transfers where (status = 'pending') <> (resolved_at is null)`,
  reversal_of_posted_only: sql`
    select r.id from ledger_transfers r join ledger_transfers o on o.id = r.reverses_transfer_id
     where o.status <> 'posted' or r.amount <> o.amount
        or r.debit_account_id <> o.credit_account_id or r.credit_account_id <> o.debit_account_id`,
};

export interface InvariantViolation {
  rule: string;
  rows: unknown[];
}

export async function checkLedgerInvariants(db: DbOrTx): Promise<InvariantViolation[]> {
  const violations: InvariantViolation[] = [];
  for (const [rule, query] of Object.entries(CHECKS)) {
    const { rows } = await db.execute(query);
    if (rows.length) violations.push({ rule, rows });
  }
  return violations;
}
