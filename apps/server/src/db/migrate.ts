import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { serverRoot } from '../config';
import * as schema from './schema';

export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** Any 64-bit number unique to this purpose; every node of a cluster uses the same one. */
const STARTUP_LOCK_KEY = 7_215_004_001;

/**
 * Runs `work` on one connection holding a session advisory lock, so when several nodes start at once only
 * one applies migrations and the seed while the others wait, then find nothing left to do.
 */
export async function withStartupLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  // Released with the error its connection failed with, the pool closes it rather than lend it again.
  let failed: Error | undefined;
  const onError = (err: Error) => (failed ??= err);
  client.on('error', onError);
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.off('error', onError);
    client.release(failed);
  }
}

export async function runMigrations(client: pg.PoolClient): Promise<void> {
  await migrate(drizzle(client, { schema }), { migrationsFolder });
}
