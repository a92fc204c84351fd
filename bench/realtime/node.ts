/**
 * One server node of `npm run bench:realtime`, a child process of bench/realtime.ts: the real app on
 * the run's database and Redis. Over IPC it answers its memory and makes ledger posts.
 */
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { createPool } from '../../apps/server/src/db/client';
import type { NodeReply, NodeRequest } from './protocol';

const log = pino({ level: 'warn' });

async function main() {
  const pool = createPool(process.env.DATABASE_URL!, log, 20);
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: process.env.REDIS_PREFIX,
    WEB_DIST: process.env.WEB_DIST,
  });
  const app = await buildApp({
    config,
    pool,
    logger: pino({ level: 'warn' }),
    rateLimit: { max: 1e9 },
    readCacheMs: 5_000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const send = (reply: NodeReply) => process.send!(reply);

  process.on('message', (request: NodeRequest) => {
    if (request.type === 'memory') {
      // A full collection first, so the figure is what the sockets hold, not garbage not yet taken.
      globalThis.gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      send({ type: 'memory', rss, heap: heapUsed });
    } else if (request.type === 'post') {
      // A deposit as the deposit service books it, then the fact the wallet turns into `member.cash`.
      void app.ledger
        .transfer({
          siteId: 1,
          currency: 'RMB',
          debit: { system: 'deposits_clearing' },
          credit: { member: request.memberId },
          amount: 100n,
          kind: 'deposit',
          idempotencyKey: `bench-rt:${request.seq}`,
        })
        .then(() =>
          app.events.publish('member.balance_changed', {
            memberId: request.memberId,
            siteId: 1,
            currency: 'RMB',
          }),
        )
        .catch((err: unknown) => log.error({ err }, 'bench post failed'));
    } else if (request.type === 'close') {
      void app
        .close()
        .then(() => pool.end())
        .then(() => process.exit(0));
    }
  });
  send({ type: 'ready', port: (app.server.address() as { port: number }).port });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
