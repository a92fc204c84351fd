import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HouseDb } from './wallet';

const READY_TIMEOUT_MS = 2_000;

/**
 * For the load balancer in front of a standalone deployment: liveness says the process answers,
 * readiness that it reaches its database. Neither needs a signature; neither says anything else.
 */
export function registerHealth(app: FastifyInstance, db: HouseDb): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.execute(sql`select 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database check timed out')), READY_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
