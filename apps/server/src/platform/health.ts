import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

const READY_TIMEOUT_MS = 2_000;

/** Liveness says the process answers; readiness says it can reach the database (load balancer check). */
export function registerHealth(app: FastifyInstance, pool: pg.Pool): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pool.query('select 1'),
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
