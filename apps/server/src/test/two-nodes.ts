import { randomBytes } from 'node:crypto';
import { buildApp, type AppDeps } from '../app';
import { buildTestApp, type TestApp } from './build-test-app';
import { silentLog } from './test-database';

/**
 * Two apps on one Redis, as two nodes of one deployment, listening on loopback. Each has a database
 * of its own, so they share a REDIS_PREFIX of the run's own (test files running in parallel never
 * hear each other).
 */
export async function twoNodes(redisUrl: string): Promise<[TestApp, TestApp]> {
  const options = {
    env: { REDIS_URL: redisUrl, REDIS_PREFIX: `arks-test-${randomBytes(4).toString('hex')}:` },
  };
  const nodes = await Promise.all([buildTestApp(options), buildTestApp(options)]);
  await Promise.all(nodes.map((node) => node.app.listen({ port: 0, host: '127.0.0.1' })));
  return nodes as [TestApp, TestApp];
}

/**
 * One more node of `first`'s deployment: the same database, configuration (so the same Redis and
 * REDIS_PREFIX) and house provider; `readCacheMs` as `npm start` nodes keep their reads. Close it
 * before `first`, which owns the database.
 */
export async function anotherNode(
  first: TestApp,
  options: Pick<AppDeps, 'readCacheMs' | 'houseGamesUrl'> = {},
): Promise<TestApp> {
  const app = await buildApp({
    config: first.config,
    pool: first.pool,
    logger: silentLog,
    attempts: { slowDownMs: 0 },
    ...options,
  });
  return { app, pool: first.pool, db: app.db, config: first.config, close: () => app.close() };
}
