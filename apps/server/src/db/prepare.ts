import { migrateHouse } from '@arks/house-games';
import type pg from 'pg';
import type { Logger } from 'pino';
import { databaseRole, type AppConfig } from '../config';
import { createPool } from './client';
import { runMigrations, withStartupLock } from './migrate';
import { grantServingRole, prepareJobQueue } from './serving-role';

/**
 * Everything a start or a command does to the database's structure, as the tables' owner: the
 * migrations, `then` (the seed) and, for the in-process house provider, its schema. With
 * MIGRATION_DATABASE_URL that is a role of its own, which also prepares the job queue's schema and
 * gives DATABASE_URL's role (`pool`) what it serves with: it owns nothing and may only add staff
 * audit rows (README "A serving role that owns nothing").
 */
export async function prepareDatabase<T>(
  config: AppConfig,
  pool: pg.Pool,
  log: Logger,
  { house, then }: { house: boolean; then(client: pg.PoolClient): Promise<T> },
): Promise<T> {
  const owner = config.MIGRATION_DATABASE_URL ? createPool(config.MIGRATION_DATABASE_URL, log, 2) : undefined;
  try {
    return await withStartupLock(owner ?? pool, async (client) => {
      await runMigrations(client);
      const result = await then(client);
      if (house) await migrateHouse(owner ?? pool);
      if (owner) {
        await prepareJobQueue(client);
        await grantServingRole(client, databaseRole(config.DATABASE_URL!));
      }
      return result;
    });
  } finally {
    await owner?.end();
  }
}
