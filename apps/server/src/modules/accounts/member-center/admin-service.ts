import type { AdminLoginIpBlock } from '@arks/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, fieldError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { findSite } from '../../sites/site';
import { createStaffAuditWriter, type StaffActor } from '../staff';
import { LoginIpBlockErrors } from './errors';
import { loginIpBlocks } from './schema';

/**
 * The widest networks staff may block: a shorter prefix (a typo such as 0.0.0.0/0) would refuse
 * every member of the site at login and at registration.
 */
const MIN_PREFIX = { 4: 8, 6: 16 } as const;

type BlockRow = typeof loginIpBlocks.$inferSelect;
const view = (r: BlockRow): AdminLoginIpBlock => ({
  id: r.id,
  network: r.network,
  reason: r.reason,
  created_at: r.createdAt.toISOString(),
});

/**
 * Login IP blocks as the fraud desk keeps them. Login and registration read the table on every
 * attempt (`isLoginIpBlocked`), so a block holds from the moment it is added.
 */
export function createAdminLoginIpBlockService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const siteOf = async (siteId: number) => {
    if (!(await findSite(db, siteId))) throw new AppError(PlatformErrors.siteNotFound);
  };

  /**
   * The network as PostgreSQL's cidr holds it (a lone address gets its full prefix), refusing one
   * with bits set past its prefix (10.0.0.1/24: which was meant, the address or the network?).
   */
  const networkOf = async (text: string) => {
    const { rows } = await db.execute<{ net: string; exact: boolean; family: 4 | 6; bits: number }>(
      sql`select network(${text}::inet)::text as net, ${text}::inet = network(${text}::inet)::inet as exact,
        family(${text}::inet) as family, masklen(${text}::inet) as bits`,
    );
    const shape = rows[0]!;
    if (!shape.exact) throw fieldError('network', 'site_rules.network.host_bits_set');
    if (shape.bits < MIN_PREFIX[shape.family]) throw fieldError('network', 'site_rules.network.too_wide');
    return shape.net;
  };

  return {
    async list(q: { site_id: number; ip?: string; page: number; page_size: number }) {
      await siteOf(q.site_id);
      const where = and(
        eq(loginIpBlocks.siteId, q.site_id),
        q.ip ? sql`${q.ip}::inet <<= ${loginIpBlocks.network}` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(loginIpBlocks)
          .where(where)
          .orderBy(desc(loginIpBlocks.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(loginIpBlocks).where(where),
      ]);
      return { list: rows.map(view), total: total?.n ?? 0, page: q.page, page_size: q.page_size };
    },

    async add(who: StaffActor, input: { site_id: number; network: string; reason: string }) {
      await siteOf(input.site_id);
      const network = await networkOf(input.network);
      return db.transaction(async (tx) => {
        // One add per site at a time, so the same network typed twice at once is kept once.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext('arks:login-ip-blocks'), ${input.site_id}::int)`,
        );
        const [taken] = await tx
          .select({ id: loginIpBlocks.id })
          .from(loginIpBlocks)
          .where(
            and(eq(loginIpBlocks.siteId, input.site_id), sql`${loginIpBlocks.network} = ${network}::cidr`),
          );
        if (taken) throw new AppError(LoginIpBlockErrors.taken);
        const [row] = await tx
          .insert(loginIpBlocks)
          .values({ siteId: input.site_id, network, reason: input.reason, createdAt: clock.now() })
          .returning();
        const after = view(row!);
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: who.staffId,
          action: 'login_ip_block_added',
          target: `site:${input.site_id}`,
          detail: { reason: input.reason, before: null, after },
          ip: who.ip,
        });
        return after;
      });
    },

    async remove(who: StaffActor, input: { site_id: number; id: number; reason: string }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(loginIpBlocks)
          .where(and(eq(loginIpBlocks.siteId, input.site_id), eq(loginIpBlocks.id, input.id)))
          .returning();
        if (!row) throw new AppError(LoginIpBlockErrors.notFound);
        const before = view(row);
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: who.staffId,
          action: 'login_ip_block_removed',
          target: `site:${input.site_id}`,
          detail: { reason: input.reason, before, after: null },
          ip: who.ip,
        });
        return before;
      });
    },
  };
}
export type AdminLoginIpBlockService = ReturnType<typeof createAdminLoginIpBlockService>;
