import { sql } from 'drizzle-orm';
import { executeNamed, type DbOrTx } from '../../../db/client';

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

const TRANSFER_COLUMNS = [
  'id',
  'site_id',
  'currency',
  'debit_account_id',
  'credit_account_id',
  'amount',
  'kind',
  'status',
  'idempotency_key',
  'reference',
  'reverses_transfer_id',
  'staff_id',
  'memo',
  'created_at',
  'resolved_at',
];
/** The transfer columns, of table alias `alias` when given. */
const transferColumnsOf = (alias?: string) =>
  TRANSFER_COLUMNS.map((c) => (alias ? `${alias}.${c}` : c)).join(', ');
const transferColumns = sql.raw(transferColumnsOf());

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

export interface InsertOutcome {
  /** Undefined when nothing was inserted: the key exists already, or the debit lacked funds. */
  transfer?: TransferRow;
  /** False when the debit account could not cover the amount. */
  funded: boolean;
}

/*
 * Concurrency rule for every UPDATE of ledger_accounts below: its WHERE names the row by parameters
 * and reads other tables only through uncorrelated EXISTS (evaluated once). When a concurrent
 * transaction changed the row first, PostgreSQL re-checks the WHERE and recomputes the SET on the
 * newest version; a join to another relation or CTE in that UPDATE could instead make the re-check
 * skip the row silently, losing the update (a test reproduces exactly that).
 */

/**
 * Inserts a transfer and applies it to the member balances in one statement: a posted one moves
 * both, a pending one reserves the amount on the debit account. The debit happens first, only if the
 * key is new and the funds are there; the insert only if the debit happened (or the debit is a
 * system account); the credit only if the insert happened. Refusing for funds or for a known key is
 * an answer, not a failed statement (a failed pool query costs its connection); only two requests
 * with the same new key at the same moment end in a unique violation, which undoes the statement.
 */
export async function insertTransfer(
  db: DbOrTx,
  t: NewTransferRow,
  status: 'pending' | 'posted',
  debitIsSystem: boolean,
): Promise<InsertOutcome> {
  const debitSet =
    status === 'posted'
      ? sql`balance = balance - ${t.amount}::bigint`
      : sql`pending_out = pending_out + ${t.amount}::bigint`;
  const keyIsNew = sql`not exists (select 1 from ledger_transfers where idempotency_key = ${t.idempotencyKey})`;
  const { rows } = await executeNamed<RawTransfer & { funded: boolean }>(
    db,
    `ledger_insert_${status}`,
    sql`
    with debit as (
      update ledger_accounts set ${debitSet}
       where id = ${t.debitAccountId} and kind <> 'system'
         and balance - pending_out >= ${t.amount}::bigint and ${keyIsNew}
      returning id),
    ins as (
      ${insertInto} ${newRowSelect(t, status)}
       where (${debitIsSystem}::boolean or exists (select 1 from debit)) and ${keyIsNew}
      returning ${transferColumns}),
    credit as (
      update ledger_accounts set balance = balance + ${t.amount}::bigint
       where id = ${t.creditAccountId} and kind <> 'system' and ${status === 'posted'}::boolean
         and exists (select 1 from ins)
      returning id)
    select (${debitIsSystem}::boolean or exists (select 1 from debit)) as funded, ins.*
      from (select 1) one left join ins on true`,
  );
  const row = rows[0]!;
  return { funded: row.funded, transfer: row.id === null ? undefined : toTransferRow(row) };
}

/**
 * Locks the member accounts among `ids` in id order, so two transactions that touch the same two
 * accounts in opposite directions queue instead of deadlocking. A separate statement: the UPDATEs
 * after it then find the rows already locked. Only needed when more than one member account moves.
 */
export async function lockAccountsInOrder(tx: DbOrTx, ids: bigint[]): Promise<void> {
  await executeNamed(
    tx,
    `ledger_lock_${ids.length}`,
    sql`
    select id from ledger_accounts where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and kind <> 'system' order by id for no key update`,
  );
}

/** Flips a pending transfer to its outcome, once; undefined when it was not pending. */
async function resolveStatus(db: DbOrTx, id: bigint, to: 'posted' | 'voided') {
  const { rows } = await executeNamed<RawTransfer>(
    db,
    `ledger_resolve_${to}`,
    sql`
    update ledger_transfers set status = ${to}::ledger_transfer_status, resolved_at = now()
     where id = ${id} and status = 'pending'
    returning ${transferColumns}`,
  );
  return rows[0] ? toTransferRow(rows[0]) : undefined;
}

/**
 * Posts a pending transfer: the reservation becomes the debit, the credit account receives it.
 * Two statements, so the caller runs it in a transaction.
 */
export async function postPending(tx: DbOrTx, id: bigint): Promise<TransferRow | undefined> {
  const t = await resolveStatus(tx, id, 'posted');
  if (!t) return undefined;
  await executeNamed(
    tx,
    'ledger_settle_posted',
    sql`
    update ledger_accounts
       set balance = balance + case when id = ${t.creditAccountId} then ${t.amount}::bigint else -${t.amount}::bigint end,
           pending_out = pending_out - case when id = ${t.debitAccountId} then ${t.amount}::bigint else 0 end
     where id in (${t.debitAccountId}, ${t.creditAccountId}) and kind <> 'system'`,
  );
  return t;
}

/** Voids a pending transfer: the reservation is released and nothing moves. In a transaction. */
export async function voidPending(tx: DbOrTx, id: bigint): Promise<TransferRow | undefined> {
  const t = await resolveStatus(tx, id, 'voided');
  if (!t) return undefined;
  await executeNamed(
    tx,
    'ledger_settle_voided',
    sql`
    update ledger_accounts set pending_out = pending_out - ${t.amount}::bigint
     where id = ${t.debitAccountId} and kind <> 'system'`,
  );
  return t;
}

export async function creditedTotal(db: DbOrTx, accountId: bigint, kind: string): Promise<bigint> {
  const { rows } = await db.execute<{ total: string }>(sql`
    select coalesce(sum(amount), 0) as total from ledger_transfers
     where credit_account_id = ${accountId} and kind = ${kind} and status = 'posted'`);
  return BigInt(rows[0]!.total);
}

export async function hasPending(db: DbOrTx, accountId: bigint): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`
    select exists (select 1 from ledger_transfers
                    where status = 'pending' and (debit_account_id = ${accountId} or credit_account_id = ${accountId}))
           as found`);
  return rows[0]!.found;
}

export async function isSystemAccount(db: DbOrTx, id: bigint): Promise<boolean> {
  const { rows } = await db.execute<{ kind: string }>(sql`select kind from ledger_accounts where id = ${id}`);
  return rows[0]?.kind === 'system';
}

export async function findByKey(db: DbOrTx, key: string): Promise<TransferRow | undefined> {
  const { rows } = await db.execute<RawTransfer>(
    sql`select ${transferColumns} from ledger_transfers where idempotency_key = ${key}`,
  );
  return rows[0] ? toTransferRow(rows[0]) : undefined;
}

/** Pending transfers of the given kinds created before a moment, oldest first. */
export async function listPending(db: DbOrTx, kinds: string[], createdBefore: Date, limit: number) {
  const { rows } = await db.execute<RawTransfer>(sql`
    select ${transferColumns} from ledger_transfers
     where status = 'pending' and created_at < ${createdBefore.toISOString()}
       and kind in (${sql.join(
         kinds.map((k) => sql`${k}`),
         sql`, `,
       )})
     order by created_at limit ${limit}`);
  return rows.map(toTransferRow);
}

export interface PendingPage {
  kinds: string[];
  siteId?: number;
  memberId?: number;
  transferId?: bigint;
  limit: number;
  offset: number;
}

/**
 * Pending transfers of `kinds`, oldest first, each with the member its debit account belongs to (the
 * member's main or game wallet), and how many there are in all.
 */
export async function pendingPage(db: DbOrTx, q: PendingPage) {
  const where = sql`t.status = 'pending' and t.kind in (${sql.join(
    q.kinds.map((k) => sql`${k}`),
    sql`, `,
  )})
    and (${q.siteId ?? null}::int is null or t.site_id = ${q.siteId ?? null})
    and (${q.memberId ?? null}::bigint is null or a.member_id = ${q.memberId ?? null})
    and (${q.transferId?.toString() ?? null}::bigint is null or t.id = ${q.transferId?.toString() ?? null}::bigint)`;
  const { rows } = await db.execute<RawTransfer & { member_id: string | null }>(sql`
    select ${sql.raw(transferColumnsOf('t'))}, a.member_id
      from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id
     where ${where}
     order by t.created_at limit ${q.limit} offset ${q.offset}`);
  const { rows: counted } = await db.execute<{ n: string }>(sql`
    select count(*) as n from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id where ${where}`);
  return {
    rows: rows.map((r) => ({
      ...toTransferRow(r),
      memberId: r.member_id === null ? null : Number(r.member_id),
    })),
    total: Number(counted[0]?.n ?? 0),
  };
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
  /** Only transfers of these kinds. */
  kinds?: string[];
  limit: number;
  offset: number;
}

/** One account's transfers, newest first, with the signed amount as that account saw it. */
export async function accountHistory(db: DbOrTx, q: HistoryQuery) {
  const range = sql`${q.from ? sql`and created_at >= ${q.from.toISOString()}` : sql``}
    ${q.to ? sql`and created_at < ${q.to.toISOString()}` : sql``}
    ${
      q.kinds?.length
        ? sql`and kind in (${sql.join(
            q.kinds.map((k) => sql`${k}`),
            sql`, `,
          )})`
        : sql``
    }`;
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

export interface KindTotal {
  kind: string;
  status: string;
  credited: bigint;
  debited: bigint;
  count: number;
}

/** One account's money by transfer kind and status: what came in, what went out, how many transfers. */
export async function kindTotals(db: DbOrTx, accountId: bigint): Promise<KindTotal[]> {
  const { rows } = await db.execute<{
    kind: string;
    status: string;
    credited: string;
    debited: string;
    n: string;
  }>(sql`
    with mine as (
      select kind, status, amount as credited, 0::bigint as debited from ledger_transfers
       where credit_account_id = ${accountId}
      union all
      select kind, status, 0::bigint, amount from ledger_transfers where debit_account_id = ${accountId})
    select kind, status::text as status, sum(credited)::text as credited, sum(debited)::text as debited,
           count(*)::text as n
      from mine group by kind, status order by kind, status`);
  return rows.map((r) => ({
    kind: r.kind,
    status: r.status,
    credited: BigInt(r.credited),
    debited: BigInt(r.debited),
    count: Number(r.n),
  }));
}
