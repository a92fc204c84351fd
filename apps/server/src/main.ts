import type { FastifyInstance } from 'fastify';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { buildApp } from './app';
import { EMBEDDED_DATABASE, loadConfig, seedDemo, seedSandboxChannels, startupWarnings } from './config';
import { createPool } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { prepareDatabase } from './db/prepare';
import * as schema from './db/schema';
import { runSeed } from './db/seed';
import { listAllSites } from './modules/sites/site';
import { startInProcessHouse } from './house-games';
import { startJobs, type Jobs } from './platform/jobs';
import { createLogger } from './platform/logger';

const SHUTDOWN_TIMEOUT_MS = 20_000;
/** Staff edits to sites and the catalogue show on every node within this long. */
const READ_CACHE_MS = 5_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  for (const warning of startupWarnings(config)) log.warn(warning);
  let embedded: EmbeddedDatabase | undefined;
  let pool: pg.Pool | undefined;
  let app: FastifyInstance | undefined;
  let house: { url: string; close(): Promise<void> } | undefined;
  let jobs: Jobs | undefined;
  let stopping = false;

  /** One shutdown step: its failure is logged, and a step still running after 5 s says which it is. */
  async function step(name: string, run: () => Promise<unknown> | undefined): Promise<void> {
    const slow = setTimeout(() => log.warn(`shutdown: ${name} still running after 5 s`), 5_000);
    try {
      await run();
    } catch (err) {
      log.error({ err }, `${name} failed`);
    } finally {
      clearTimeout(slow);
    }
  }

  // Close in dependency order: stop taking requests, let running ones finish, release the database
  // connections, then stop the database itself so it writes a clean checkpoint.
  async function shutdown(reason: string, exitCode: number): Promise<never> {
    if (!stopping) {
      stopping = true;
      log.info({ reason }, 'shutting down');
      setTimeout(() => {
        log.error('shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS).unref();
      await step('stopping jobs', () => jobs?.stop());
      await step('closing HTTP', () => app?.close());
      await step('closing house games', () => house?.close());
      await step('closing database pool', () => pool?.end());
      await step('stopping PostgreSQL', () => embedded?.stop());
      log.info('stopped');
    }
    process.exit(exitCode);
  }
  // `once`: a second Ctrl-C during a slow shutdown falls through to Node's default and exits at once;
  // a PostgreSQL left running that way is stopped by the next start.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void shutdown(signal, 0));
  }

  try {
    if (!config.DATABASE_URL) {
      embedded = await startEmbeddedPostgres({
        dataDir: config.DATA_DIR,
        database: EMBEDDED_DATABASE,
        log,
        ownSignals: true,
      });
    }
    pool = createPool(config.DATABASE_URL ?? (embedded as EmbeddedDatabase).url, log);
    const applied = await prepareDatabase(config, pool, log, {
      house: !config.HOUSE_GAMES_URL,
      then: (client) =>
        runSeed(drizzle(client, { schema }), {
          port: config.PORT,
          demo: seedDemo(config),
          sandboxChannels: seedSandboxChannels(config),
        }),
    });
    if (applied.length > 0) log.info({ units: applied.length }, 'seed data applied');
    // Asked through the sites face like any other reader of the sites table.
    if ((await listAllSites(drizzle(pool))).length === 0) {
      log.warn('no site yet: every host is refused until one is made with npm run site:create (see README)');
    }

    if (!config.HOUSE_GAMES_URL) house = await startInProcessHouse(config, pool, log);
    app = await buildApp({
      config,
      pool,
      logger: log,
      houseGamesUrl: config.HOUSE_GAMES_URL ?? house?.url,
      readCacheMs: READ_CACHE_MS,
    });
    await app.listen({ port: config.PORT, host: config.HOST });
    jobs = await startJobs(pool, log, app.recurringJobs);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
    log.info({ url: `http://${shownHost}:${port}` }, `listening on http://${shownHost}:${port}`);
  } catch (err) {
    // A signal during start (after listening, jobs still starting) closes the pool start was using;
    // that shutdown is under way and decides the exit code.
    if (stopping) return;
    log.fatal({ err }, 'start failed');
    await shutdown('start failed', 1);
  }
}

void main();
