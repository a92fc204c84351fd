import { AdminMemberGameSessions } from '@arks/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { memberGameSessions } from './schema';

/** A member's game launches for the member page, newest first (one provider's when gp_id is given). */
async function gameSessionsOf(db: Db, q: { id: number; gp_id?: string; page: number; page_size: number }) {
  const where = and(
    eq(memberGameSessions.memberId, q.id),
    q.gp_id ? eq(memberGameSessions.gpId, q.gp_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(memberGameSessions)
      .where(where)
      .orderBy(desc(memberGameSessions.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(memberGameSessions).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      gp_id: r.gpId,
      game_code: r.gameCode,
      started_at: r.startedAt.toISOString(),
      left_at: r.leftAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
  };
}

export function registerLaunchAdminRoutes(app: FastifyInstance, db: Db): void {
  registerAdminCall(app, AdminMemberGameSessions, ({ input }) => gameSessionsOf(db, input));
}
