import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildHouseApp } from './app';
import { HOUSE_OPERATOR, loadHouseConfig } from './config';
import { createHouseDb, createHousePool } from './db/client';
import { migrateHouse } from './db/migrate';

const SHUTDOWN_TIMEOUT_MS = 20_000;

/**
 * The house provider as its own deployment: config (every secret checked) -> migrations -> listen.
 * The platform then reaches it at HOUSE_GAMES_URL instead of running it in its own process.
 */
async function main(): Promise<void> {
  const config = loadHouseConfig();
  const log = pino({ level: config.logLevel }).child({ service: 'house-games' });
  // A connection the database drops must not take the process down; the next query reconnects.
  const pool = createHousePool(config.databaseUrl, log);
  let app: FastifyInstance | undefined;
  let stopping = false;

  async function shutdown(reason: string, exitCode: number): Promise<never> {
    if (!stopping) {
      stopping = true;
      log.info({ reason }, 'shutting down');
      setTimeout(() => {
        log.error('shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS).unref();
      // Requests in flight finish before their connections go back and the pool closes.
      await app?.close().catch((err: unknown) => log.error({ err }, 'closing HTTP failed'));
      await pool.end().catch((err: unknown) => log.error({ err }, 'closing database pool failed'));
      log.info('stopped');
    }
    process.exit(exitCode);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void shutdown(signal, 0));
  }

  try {
    await migrateHouse(pool);
    app = await buildHouseApp({
      db: createHouseDb(pool),
      operators: { [HOUSE_OPERATOR]: config.secret },
      publicUrl: config.publicUrl,
      frameAncestors: config.frameAncestors,
      logger: log,
    });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.info({ port, publicUrl: config.publicUrl }, `house games provider listening on port ${port}`);
  } catch (err) {
    if (stopping) return;
    log.fatal({ err }, 'start failed');
    await shutdown('start failed', 1);
  }
}

void main();
