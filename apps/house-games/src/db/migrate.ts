import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { packageRoot } from '../package-root';

const migrationsFolder = path.join(packageRoot, 'drizzle');

/** Any 64-bit number unique to this purpose; every instance uses the same one. */
const MIGRATION_LOCK_KEY = 7_215_004_002;

/**
 * Applies the house migrations under an advisory lock, keeping their bookkeeping in the house schema
 * so the provider shares nothing with the platform even when both use one database.
 */
export async function migrateHouse(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  // Released with the error its connection failed with, the pool closes it rather than lend it again.
  let failed: Error | undefined;
  const onError = (err: Error) => (failed ??= err);
  client.on('error', onError);
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), {
        migrationsFolder,
        migrationsSchema: 'house',
        migrationsTable: 'migrations',
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.off('error', onError);
    client.release(failed);
  }
}
