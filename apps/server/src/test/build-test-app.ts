import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Db } from '../db/client';
import { createTestDatabase, silentLog, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  pool: pg.Pool;
  db: Db;
  /** The configuration the app runs with (its secrets, for tests that stand in for a client). */
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions extends Pick<
  AppDeps,
  | 'clock'
  | 'sessionPolicy'
  | 'extend'
  | 'rateLimit'
  | 'smsSender'
  | 'realtime'
  | 'houseGamesUrl'
  | 'readCacheMs'
  | 'attempts'
> {
  /** Environment overrides, as the server would read them. */
  env?: Record<string, string>;
  /** The database to run on; the seeded copy of the template unless a test needs another start. */
  database?: () => Promise<TestDatabase>;
}

/** The real app on its own database; drive it with `app.inject`. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await (options.database ?? createTestDatabase)();
  // A directory that exists but holds no build, unless the test passes WEB_DIST or ADMIN_DIST.
  const emptyDist = mkdtempSync(path.join(tmpdir(), 'arks-no-web-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: emptyDist,
    ADMIN_DIST: emptyDist,
    DATA_DIR: path.join(emptyDist, 'data'),
    // As a server on this database would have it: its Redis keys then carry the database's name.
    DATABASE_URL: database.url,
    ...options.env,
  });
  const app = await buildApp({
    config,
    pool: database.pool,
    logger: silentLog,
    clock: options.clock,
    sessionPolicy: options.sessionPolicy,
    extend: options.extend,
    rateLimit: options.rateLimit,
    smsSender: options.smsSender,
    houseGamesUrl: options.houseGamesUrl,
    realtime: options.realtime,
    readCacheMs: options.readCacheMs,
    attempts: { slowDownMs: 0, ...options.attempts },
  });
  return {
    app,
    pool: database.pool,
    db: app.db,
    config,
    async close() {
      await app.close();
      await database.drop();
      rmSync(emptyDist, { recursive: true, force: true });
    },
  };
}
