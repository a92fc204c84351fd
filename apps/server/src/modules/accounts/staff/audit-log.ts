import type { AdminAuditFilter, AuditChainReport } from '@arks/contracts';
import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { readAuditHead, walkAuditChain } from './audit-chain';
import { settleAuditChain } from './audit-chainer';
import {
  lastLine,
  openCheckpoint,
  recordCheckpoint,
  signCheckpoint,
  type CheckpointSink,
} from './audit-checkpoint';
import { staff, staffAudit } from './schema';

/** Where the head checkpoints are kept and the key they are signed with (AUDIT_CHECKPOINT_*). */
export interface CheckpointSettings {
  key: string;
  /** The file checkpoints are appended to and verify reads the latest from; unset: none kept there. */
  file?: string;
  /**
   * How long verify and the checkpoint wait for transactions open when they are asked to finish, so
   * their rows are chained first (audit-chainer.ts); what is still open after it shows as pending.
   */
  settleMs?: number;
}

const SETTLE_MS = 2000;

/**
 * Reading the staff audit and checking its hash chain. The database links rows into the chain shortly
 * after they are written (migration 0073, audit-chainer.ts); the check recomputes it here and compares
 * the head with checkpoints kept outside.
 */
export function createAuditLog(db: Db, checkpoints: CheckpointSettings) {
  const settle = () => settleAuditChain(db, checkpoints.settleMs ?? SETTLE_MS);
  return {
    async list(filter: AdminAuditFilter) {
      const where = and(
        filter.staff_id === undefined ? undefined : eq(staffAudit.staffId, filter.staff_id),
        filter.action ? eq(staffAudit.action, filter.action) : undefined,
        filter.target ? eq(staffAudit.target, filter.target) : undefined,
        filter.ip ? sql`host(${staffAudit.ip}) = ${filter.ip}` : undefined,
        filter.from ? gte(staffAudit.createdAt, new Date(filter.from)) : undefined,
        filter.to ? lte(staffAudit.createdAt, new Date(filter.to)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: staffAudit.id,
            seq: staffAudit.seq,
            staffId: staffAudit.staffId,
            // The acting staff member's account; a failed login of an unknown account has only the typed one.
            account: sql<string | null>`coalesce(${staff.account}, ${staffAudit.account})`,
            action: staffAudit.action,
            target: staffAudit.target,
            detail: staffAudit.detail,
            ip: sql<string | null>`host(${staffAudit.ip})`,
            createdAt: staffAudit.createdAt,
            hash: staffAudit.hash,
          })
          .from(staffAudit)
          .leftJoin(staff, eq(staff.id, staffAudit.staffId))
          .where(where)
          // Rows not chained yet (seq null) are the newest: first, by id.
          .orderBy(sql`${staffAudit.seq} desc nulls first`, desc(staffAudit.id))
          .limit(filter.page_size)
          .offset((filter.page - 1) * filter.page_size),
        db.select({ n: count() }).from(staffAudit).where(where),
      ]);
      return {
        list: rows.map((r) => ({
          id: r.id,
          seq: r.seq,
          staff_id: r.staffId,
          account: r.account,
          action: r.action,
          target: r.target,
          detail: r.detail as Record<string, unknown>,
          ip: r.ip,
          created_at: r.createdAt.toISOString(),
          hash: r.hash,
        })),
        total: total?.n ?? 0,
        page: filter.page,
        page_size: filter.page_size,
      };
    },

    /**
     * Chains what was written before the call, then checks the whole chain in the application
     * (audit-chain.ts) and against the latest checkpoint: the one the operator gives (the command's
     * --checkpoint), else the checkpoint file's last line. On a copy that refuses writes (a standby)
     * nothing is chained first: the rows waiting are reported as pending.
     */
    async verify(given?: { checkpointLine: string }): Promise<AuditChainReport> {
      await settle().catch(() => false);
      const line = given ? given.checkpointLine : checkpoints.file && (await lastLine(checkpoints.file));
      const source = given ? 'given' : line ? 'file' : null;
      const checkpoint = line ? openCheckpoint(checkpoints.key, line) : null;
      const walk = await walkAuditChain(db, checkpoint);
      const status = line && !checkpoint ? 'refused' : (walk.checkpoint ?? 'none');
      return {
        intact: walk.firstBroken === null && (status === 'none' || status === 'matched'),
        rows: walk.rows,
        pending: walk.pending,
        head_seq: Number(walk.head?.seq ?? 0),
        head_hash: walk.head?.hash ?? '',
        first_broken: walk.firstBroken,
        checkpoint: {
          status,
          source,
          seq: checkpoint?.seq ?? null,
          hash: checkpoint?.hash ?? null,
          at: checkpoint?.at ?? null,
        },
      };
    },

    /**
     * Signs the chain's head now and writes it down outside the database (the checkpoint job), after
     * chaining what was written before, so the checkpoint covers it.
     */
    async checkpoint(sink: Omit<CheckpointSink, 'file'>, now: Date) {
      await settle();
      const signed = signCheckpoint(checkpoints.key, await readAuditHead(db), now);
      await recordCheckpoint({ ...sink, file: checkpoints.file }, signed);
      return { seq: signed.seq, rows: signed.rows };
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
