import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

/** One side of a transfer as a report reads it. */
export interface MovementSide {
  kind: 'member_main' | 'member_provider' | 'system';
  memberId: number | null;
  /** The provider (gp_id) of a member's provider wallet. */
  provider: string | null;
  systemCode: string | null;
}

/** A transfer with both of its accounts described, for consumers that keep running figures. */
export interface LedgerMovement {
  id: bigint;
  siteId: number;
  currency: string;
  kind: string;
  status: 'pending' | 'posted' | 'voided';
  amount: bigint;
  /** When it took effect (posted) or was voided; null while pending. */
  resolvedAt: Date | null;
  createdAt: Date;
  /** For a reversal, the kind of the transfer it reverses. */
  reversedKind: string | null;
  debit: MovementSide;
  credit: MovementSide;
}

type Row = {
  id: string;
  site_id: number;
  currency: string;
  kind: string;
  status: LedgerMovement['status'];
  amount: string;
  resolved_at: Date | string | null;
  created_at: Date | string;
  reversed_kind: string | null;
  d_kind: MovementSide['kind'];
  d_member: string | null;
  d_provider: string | null;
  d_system: string | null;
  c_kind: MovementSide['kind'];
  c_member: string | null;
  c_provider: string | null;
  c_system: string | null;
};

async function movements(db: DbOrTx, where: SQL, limit: number): Promise<LedgerMovement[]> {
  const { rows } = await db.execute<Row>(sql`
    select t.id::text as id, t.site_id, t.currency, t.kind, t.status, t.amount::text as amount,
           t.resolved_at, t.created_at, r.kind as reversed_kind,
           d.kind as d_kind, d.member_id::text as d_member, d.provider as d_provider, d.system_code as d_system,
           c.kind as c_kind, c.member_id::text as c_member, c.provider as c_provider, c.system_code as c_system
      from ledger_transfers t
      join ledger_accounts d on d.id = t.debit_account_id
      join ledger_accounts c on c.id = t.credit_account_id
      left join ledger_transfers r on r.id = t.reverses_transfer_id
     where ${where}
     order by t.id
     limit ${limit}`);
  const side = (
    kind: MovementSide['kind'],
    member: string | null,
    provider: string | null,
    system: string | null,
  ) => ({
    kind,
    memberId: member === null ? null : Number(member),
    provider,
    systemCode: system,
  });
  return rows.map((r) => ({
    id: BigInt(r.id),
    siteId: r.site_id,
    currency: r.currency,
    kind: r.kind,
    status: r.status,
    amount: BigInt(r.amount),
    resolvedAt: r.resolved_at === null ? null : new Date(r.resolved_at),
    createdAt: new Date(r.created_at),
    reversedKind: r.reversed_kind,
    debit: side(r.d_kind, r.d_member, r.d_provider, r.d_system),
    credit: side(r.c_kind, r.c_member, r.c_provider, r.c_system),
  }));
}

/**
 * Every transfer after `afterId` in id order, whatever its status. A two-phase transfer (a
 * withdrawal, a move to a provider) is inserted pending and posted later, so a consumer reading
 * only posted ones past a cursor would miss it; it reads them all and watches its pending ids with
 * `movementsByIds` until they resolve.
 */
export function transfersAfter(db: DbOrTx, afterId: bigint, limit: number): Promise<LedgerMovement[]> {
  return movements(db, sql`t.id > ${afterId}`, limit);
}

/** The transfers of these ids as they stand now (a consumer's watched pending transfers). */
export function movementsByIds(db: DbOrTx, ids: bigint[]): Promise<LedgerMovement[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return movements(
    db,
    sql`t.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    ids.length,
  );
}

/**
 * Posted transfers of one site that took effect in [from, to), with id up to `upToId` and none of
 * `exceptIds`: what a consumer whose cursor stands at `upToId`, still watching `exceptIds`, has
 * seen of that range (a rollup rebuilt from raw rows).
 */
export function postedTransfersBetween(
  db: DbOrTx,
  q: { siteId: number; from: Date; to: Date; upToId: bigint; exceptIds: bigint[] },
): Promise<LedgerMovement[]> {
  const except = q.exceptIds.length
    ? sql`and t.id not in (${sql.join(
        q.exceptIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return movements(
    db,
    sql`t.site_id = ${q.siteId} and t.status = 'posted' and t.id <= ${q.upToId}
        and t.resolved_at >= ${q.from.toISOString()} and t.resolved_at < ${q.to.toISOString()} ${except}`,
    1_000_000,
  );
}
