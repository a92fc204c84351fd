import { sql, type SQL } from 'drizzle-orm';
import { executeNamed, type DbOrTx } from '../../db/client';

/**
 * The ledger's SQL. Each money movement is ONE statement: the transfer row and the balance updates
 * it implies succeed or fail together, and the funds check is the accounts' CHECK constraint, so a
 * balance is never read in JS and then written back. (A data-modifying WITH always runs to
 * completion, read or not.)
 */

export interface NewTransferRow {
  siteId: number;
  currency: string;
  debitAccountId: bigint;
  creditAccountId: bigint;
  amount: bigint;
  kind: string;
  idempotencyKey: string;
  reference: string | null;
  reversesTransferId: bigint | null;
  staffId: number | null;
  memo: string | null;
  metadata: unknown;
}

export interface TransferRow {
  id: bigint;
  siteId: number;
  currency: string;
  debitAccountId: bigint;
  creditAccountId: bigint;
  amount: bigint;
  kind: string;
  status: 'pending' | 'posted' | 'voided';
  idempotencyKey: string;
  reference: string | null;
  reversesTransferId: bigint | null;
  staffId: number | null;
  memo: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
}

type RawTransfer = Record<string, unknown>;

const transferColumns = sql.raw(`id, site_id, currency, debit_account_id, credit_account_id, amount, kind,
  status, idempotency_key, reference, reverses_transfer_id, staff_id, memo, created_at, resolved_at`);

export function toTransferRow(r: RawTransfer): TransferRow {
  const big = (v: unknown) => (v === null || v === undefined ? null : BigInt(v as string));
  return {
    id: BigInt(r.id as string),
    siteId: Number(r.site_id),
    currency: r.currency as string,
    debitAccountId: BigInt(r.debit_account_id as string),
    creditAccountId: BigInt(r.credit_account_id as string),
    amount: BigInt(r.amount as string),
    kind: r.kind as string,
    status: r.status as TransferRow['status'],
    idempotencyKey: r.idempotency_key as string,
    reference: (r.reference as string | null) ?? null,
    reversesTransferId: big(r.reverses_transfer_id),
    staffId: r.staff_id === null ? null : Number(r.staff_id),
    memo: (r.memo as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
    resolvedAt: r.resolved_at ? new Date(r.resolved_at as string) : null,
  };
}

/** The new row as a SELECT list (explicit types: a SELECT does not borrow them from the target). */
function newRowSelect(t: NewTransferRow, status: 'pending' | 'posted') {
  const metadata = t.metadata === undefined || t.metadata === null ? null : JSON.stringify(t.metadata);
  return sql`select ${t.siteId}::int, ${t.currency}::text, ${t.debitAccountId}::bigint,
    ${t.creditAccountId}::bigint, ${t.amount}::bigint, ${t.kind}::text,
    ${status}::ledger_transfer_status, ${t.idempotencyKey}::text, ${t.reference}::text,
    ${t.reversesTransferId}::bigint, ${t.staffId}::bigint, ${t.memo}::text, ${metadata}::jsonb,
    ${status === 'posted' ? sql`now()` : sql`null::timestamptz`}`;
}

const insertInto = sql.raw(`insert into ledger_transfers (site_id, currency, debit_account_id,
  credit_account_id, amount, kind, status, idempotency_key, reference, reverses_transfer_id, staff_id,
  memo, metadata, resolved_at)`);

/**
 * Row locks on the member accounts a statement will update, always taken in id order (the locking
 * clause applies after ORDER BY), so two transfers in opposite directions between the same accounts
 * queue instead of deadlocking. System accounts are never locked: they keep no balance row. A locked
 * row is read at its newest committed version, so `available` is the figure the update will see.
 */
function lockInOrder(ids: SQL) {
  return sql`select id, balance - pending_out as available from ledger_accounts
              where id in (${ids}) and kind <> 'system' order by id for no key update`;
}

export interface InsertOutcome {
  /** Undefined when nothing was inserted: the key exists already, or the debit lacked funds. */
  transfer?: TransferRow;
  /** False when the debit account could not cover the amount (checked under its row lock). */
  funded: boolean;
}

/**
 * Inserts a transfer and applies it to the member balances: a posted one moves both, a pending one
 * reserves the amount on the debit account. Refusing for funds is an answer, not a failed
 * statement: a failed query costs the pool its connection. The accounts' CHECK constraint stays as
 * the last line of defence.
 */
export async function insertTransfer(
  db: DbOrTx,
  t: NewTransferRow,
  status: 'pending' | 'posted',
): Promise<InsertOutcome> {
  const touched =
    status === 'posted' ? sql`${t.debitAccountId}, ${t.creditAccountId}` : sql`${t.debitAccountId}`;
  const apply =
    status === 'posted'
      ? sql`balance = a.balance + case when a.id = ins.credit_account_id then ins.amount else -ins.amount end`
      : sql`pending_out = a.pending_out + ins.amount`;
  const { rows } = await executeNamed<RawTransfer & { funded: boolean }>(
    db,
    `ledger_insert_${status}`,
    sql`
    with locked as materialized (${lockInOrder(touched)}),
    funded as (
      select 1 where not exists (
        select 1 from locked where id = ${t.debitAccountId} and available < ${t.amount}::bigint)),
    ins as (
      ${insertInto} ${newRowSelect(t, status)} from funded
      on conflict (idempotency_key) do nothing
      returning ${transferColumns}),
    applied as (
      update ledger_accounts a set ${apply}
        from ins
       where a.id in (select id from locked)
      returning a.id)
    select exists (select 1 from funded) as funded, ins.* from (select 1) one left join ins on true`,
  );
  const row = rows[0]!;
  return { funded: row.funded, transfer: row.id === null ? undefined : toTransferRow(row) };
}

/** Posts a pending transfer: the reservation becomes the debit, the credit account receives it. */
export async function postPending(db: DbOrTx, id: bigint): Promise<TransferRow | undefined> {
  const { rows } = await executeNamed<RawTransfer>(
    db,
    'ledger_post_pending',
    sql`
    with t as (
      update ledger_transfers set status = 'posted', resolved_at = now()
       where id = ${id} and status = 'pending'
      returning ${transferColumns}),
    locked as materialized (${lockInOrder(sql`select debit_account_id from t union all select credit_account_id from t`)}),
    moved as (
      update ledger_accounts a
         set balance = a.balance + case when a.id = t.credit_account_id then t.amount else -t.amount end,
             pending_out = a.pending_out - case when a.id = t.debit_account_id then t.amount else 0 end
        from t
       where a.id in (select id from locked)
      returning a.id)
    select * from t`,
  );
  return rows[0] ? toTransferRow(rows[0]) : undefined;
}

/** Voids a pending transfer: the reservation is released and nothing moves. */
export async function voidPending(db: DbOrTx, id: bigint): Promise<TransferRow | undefined> {
  const { rows } = await executeNamed<RawTransfer>(
    db,
    'ledger_void_pending',
    sql`
    with t as (
      update ledger_transfers set status = 'voided', resolved_at = now()
       where id = ${id} and status = 'pending'
      returning ${transferColumns}),
    released as (
      update ledger_accounts a
         set pending_out = a.pending_out - t.amount
        from t
       where a.id = t.debit_account_id and a.kind <> 'system'
      returning a.id)
    select * from t`,
  );
  return rows[0] ? toTransferRow(rows[0]) : undefined;
}

export async function findByKey(db: DbOrTx, key: string): Promise<TransferRow | undefined> {
  const { rows } = await db.execute<RawTransfer>(
    sql`select ${transferColumns} from ledger_transfers where idempotency_key = ${key}`,
  );
  return rows[0] ? toTransferRow(rows[0]) : undefined;
}

export async function findReversalOf(db: DbOrTx, id: bigint): Promise<TransferRow | undefined> {
  const { rows } = await db.execute<RawTransfer>(
    sql`select ${transferColumns} from ledger_transfers where reverses_transfer_id = ${id}`,
  );
  return rows[0] ? toTransferRow(rows[0]) : undefined;
}

export async function findById(db: DbOrTx, id: bigint): Promise<TransferRow | undefined> {
  const { rows } = await db.execute<RawTransfer>(
    sql`select ${transferColumns} from ledger_transfers where id = ${id}`,
  );
  return rows[0] ? toTransferRow(rows[0]) : undefined;
}

export interface AccountBalanceRow {
  id: bigint;
  kind: string;
  provider: string | null;
  currency: string;
  balance: bigint;
  pendingOut: bigint;
}

export async function memberAccounts(db: DbOrTx, memberId: number): Promise<AccountBalanceRow[]> {
  const { rows } = await db.execute<Record<string, string | null>>(sql`
    select id, kind, provider, currency, balance, pending_out from ledger_accounts
     where member_id = ${memberId} and kind <> 'system' order by id`);
  return rows.map((r) => ({
    id: BigInt(r.id!),
    kind: r.kind!,
    provider: r.provider ?? null,
    currency: r.currency!,
    balance: BigInt(r.balance!),
    pendingOut: BigInt(r.pending_out!),
  }));
}

/** A system account's balance: derived from its posted transfers, as design.md §3 asks. */
export async function derivedBalance(db: DbOrTx, accountId: bigint): Promise<bigint> {
  const { rows } = await db.execute<{ balance: string }>(sql`
    select coalesce((select sum(amount) from ledger_transfers where credit_account_id = ${accountId} and status = 'posted'), 0)
         - coalesce((select sum(amount) from ledger_transfers where debit_account_id = ${accountId} and status = 'posted'), 0)
         as balance`);
  return BigInt(rows[0]!.balance);
}

export interface HistoryQuery {
  accountId: bigint;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

/** One account's transfers, newest first, with the signed amount as that account saw it. */
export async function accountHistory(db: DbOrTx, q: HistoryQuery) {
  const range = sql`${q.from ? sql`and created_at >= ${q.from.toISOString()}` : sql``}
    ${q.to ? sql`and created_at < ${q.to.toISOString()}` : sql``}`;
  const { rows } = await db.execute<RawTransfer & { total: string }>(sql`
    with mine as (
      select ${transferColumns} from ledger_transfers where debit_account_id = ${q.accountId} ${range}
      union all
      select ${transferColumns} from ledger_transfers where credit_account_id = ${q.accountId} ${range})
    select *, count(*) over () as total from mine order by id desc limit ${q.limit} offset ${q.offset}`);
  return {
    total: rows[0] ? Number(rows[0].total) : 0,
    items: rows.map((r) => {
      const t = toTransferRow(r);
      return { ...t, signedAmount: t.creditAccountId === q.accountId ? t.amount : -t.amount };
    }),
  };
}
