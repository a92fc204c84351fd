import type { AdminAuditFilter, AuditChainReport } from '@arks/contracts';
import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { staff, staffAudit } from './schema';

/**
 * Reading the staff audit and checking its hash chain. The chain itself is kept by the database
 * (migration 0039: the `staff_audit_chain` trigger and `staff_audit_row_hash`), so the check asks the
 * same function that wrote each hash.
 */
export function createAuditLog(db: Db) {
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
          .orderBy(desc(staffAudit.seq))
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
     * Walks the whole chain in order and names the first row that does not hold: its content no
     * longer matches its hash, or its link does not match the row before it (that row was changed
     * and re-hashed, or removed), or a place in the order is missing.
     */
    async verify(): Promise<AuditChainReport> {
      const broken = await db.execute<{ id: string; seq: string; reason: 'content' | 'link' }>(sql`
        with chain as (
          select a.id, a.seq, a.hash, a.prev_hash, staff_audit_row_hash(a) as recomputed,
                 lag(a.hash) over (order by a.seq) as before_hash,
                 lag(a.seq) over (order by a.seq) as before_seq
          from staff_audit a
        )
        select id, seq, case when recomputed <> hash then 'content' else 'link' end as reason
        from chain
        where recomputed <> hash
           or prev_hash <> coalesce(before_hash, '')
           or seq <> coalesce(before_seq, 0) + 1
        order by seq
        limit 1`);
      const head = await db.execute<{ rows: string; seq: string | null; hash: string | null }>(sql`
        select (select count(*) from staff_audit) as rows, seq, hash
        from (select 1) one left join (select seq, hash from staff_audit order by seq desc limit 1) h on true`);
      const first = broken.rows[0];
      const h = head.rows[0]!;
      return {
        intact: first === undefined,
        rows: Number(h.rows),
        head_seq: Number(h.seq ?? 0),
        head_hash: h.hash ?? '',
        first_broken: first ? { id: Number(first.id), seq: Number(first.seq), reason: first.reason } : null,
      };
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
