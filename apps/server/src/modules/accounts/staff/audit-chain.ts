import type { AuditChainReport } from '@arks/contracts';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import type { AuditCheckpoint, AuditHead } from './audit-checkpoint';
import { auditRowHash, type RawAuditRow } from './audit-hash';

/** Rows read at a time: the chain can be large, and the check keeps one batch in memory. */
const BATCH = 1000;

type Broken = NonNullable<AuditChainReport['first_broken']>;
type CheckpointStatus = AuditChainReport['checkpoint']['status'];

/**
 * Checking the staff audit's hash chain without trusting the database it is kept in: each row's hash
 * is recomputed here (audit-hash.ts), never by `staff_audit_row_hash` or any other function stored in
 * the database, which whoever changed a row could also have redefined to agree with it.
 *
 * The reads run with `search_path = pg_catalog, public`, so no object made in `public` can stand in
 * for a built-in one, and call no function at all: only casts to text of built-in types (bigint,
 * jsonb, inet, timestamptz), which nobody but a superuser can redefine (CREATE CAST needs to own one
 * of the two types). The time is read as text in ISO form at UTC (set for the transaction), exact to
 * the microsecond the trigger hashed; epoch microseconds are computed from it here.
 */
type ChainedRow = RawAuditRow & { xact: string };

async function readAuditBatch(
  tx: DbOrTx,
  after: { seq: string; id: string } | null,
  size: number,
): Promise<ChainedRow[]> {
  const where = after
    ? sql`where (a.seq, a.id) > (${after.seq}::bigint, ${after.id}::bigint)`
    : sql`where a.seq is not null`;
  // Ordered by the columns (a.seq), not the text the select names the same (seq): "10" < "2".
  const { rows } = await tx.execute<ChainedRow & Record<string, unknown>>(sql`
    select a.id::text as id, a.seq::text as seq, a.staff_id::text as staff_id, a.account, a.action,
           a.target, a.detail::text as detail, a.ip::text as ip, a.created_at::text as created_at,
           a.prev_hash, a.hash, a.xact::text as xact
    from public.staff_audit a ${where}
    order by a.seq, a.id
    limit ${size}::bigint`);
  return rows;
}

/** What the walk found about one row, given the row before it (null for the first). */
function rowFault(row: RawAuditRow, before: RawAuditRow | null): Broken['reason'] | null {
  if (auditRowHash(row) !== row.hash) return 'content';
  if (row.prev_hash !== (before?.hash ?? '')) return 'link';
  if (BigInt(row.seq) !== (before ? BigInt(before.seq) : 0n) + 1n) return 'link';
  return null;
}

function checkpointStatus(checkpoint: AuditCheckpoint, headSeq: number, seen: RawAuditRow | null) {
  if (seen) return seen.hash === checkpoint.hash ? 'matched' : 'rewritten';
  if (checkpoint.seq === 0) return 'matched';
  return headSeq < checkpoint.seq ? 'truncated' : 'rewritten';
}

/**
 * The rows not chained yet. They are fine while they belong to transactions after the head's: the
 * chainer takes rows in transaction order once all older ones ended (migration 0073). One from the
 * head's transaction or before was passed over or taken back out of the chain: a fault.
 */
async function readPending(
  tx: DbOrTx,
  head: ChainedRow | null,
): Promise<{ pending: number; stranded: Broken | null }> {
  const { rows } = await tx.execute<{ pending: string; id: string | null; xact: string | null }>(sql`
    select (select count(*) from public.staff_audit where seq is null)::text as pending, o.id::text as id,
           o.xact::text as xact
    from (select 1) one
    left join (select a.id, a.xact from public.staff_audit a where a.seq is null
               order by a.xact, a.id limit 1) o on true`);
  const row = rows[0]!;
  const stranded =
    row.id !== null && head !== null && BigInt(row.xact!) <= BigInt(head.xact)
      ? { id: Number(row.id), seq: null, reason: 'unchained' as const }
      : null;
  return { pending: Number(row.pending), stranded };
}

export interface ChainWalk {
  /** Chained rows. */
  rows: number;
  /** Rows still waiting for the chainer, all newer than the head (else `firstBroken` names one). */
  pending: number;
  head: RawAuditRow | null;
  firstBroken: Broken | null;
  /** Null without a checkpoint to compare. */
  checkpoint: CheckpointStatus | null;
}

/**
 * Walks the whole chain in order, in one read-only snapshot so rows written meanwhile do not move
 * it, and names the first row that does not hold: its content no longer matches its hash, or its
 * link does not match the row before it (that row was changed and re-hashed, or removed), or a place
 * in the order is missing or taken twice. Against a checkpoint: the row at its place must still carry
 * its hash. Then the rows not chained yet: counted as pending, unless one is older than the head.
 */
export function walkAuditChain(
  db: Db,
  checkpoint: AuditCheckpoint | null,
  batchSize = BATCH,
): Promise<ChainWalk> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local search_path = pg_catalog, public`);
      await tx.execute(sql`set local timezone = 'UTC'`);
      await tx.execute(sql`set local datestyle = 'ISO, YMD'`);
      let rows = 0;
      let before: ChainedRow | null = null;
      let firstBroken: Broken | null = null;
      let atCheckpoint: ChainedRow | null = null;
      for (;;) {
        const batch = await readAuditBatch(tx, before, batchSize);
        for (const row of batch) {
          rows++;
          const fault: Broken['reason'] | null = firstBroken ? null : rowFault(row, before);
          if (fault) firstBroken = { id: Number(row.id), seq: Number(row.seq), reason: fault };
          if (checkpoint && !atCheckpoint && row.seq === String(checkpoint.seq)) atCheckpoint = row;
          before = row;
        }
        if (batch.length < batchSize) break;
      }
      const headSeq = Number(before?.seq ?? 0);
      const { pending, stranded } = await readPending(tx, before);
      return {
        rows,
        pending,
        head: before,
        firstBroken: firstBroken ?? stranded,
        checkpoint: checkpoint && checkpointStatus(checkpoint, headSeq, atCheckpoint),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The chain's head as a checkpoint records it: the last chained row's place and hash, and the count of
 * chained rows (rows still waiting are not part of it yet).
 */
export async function readAuditHead(db: DbOrTx): Promise<AuditHead> {
  const { rows } = await db.execute<{ seq: string | null; hash: string | null; rows: string }>(sql`
    select (select count(*) from staff_audit where seq is not null) as rows, h.seq::text as seq, h.hash
    from (select 1) one
    left join (select seq, hash from staff_audit where seq is not null order by seq desc limit 1) h on true`);
  const head = rows[0]!;
  return { seq: Number(head.seq ?? 0), hash: head.hash ?? '', rows: Number(head.rows) };
}
