import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { createPool } from '../db/client';
import { runMigrations, withStartupLock } from '../db/migrate';
import * as schema from '../db/schema';
import { runSeed } from '../db/seed';

export const silentLog = pino({ level: 'silent' });

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/** A fresh, migrated and seeded database with a random name, so test files never see each other. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${c.escapeIdentifier(name)}`));
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), silentLog);
  await withStartupLock(pool, async (client) => {
    await runMigrations(client);
    await runSeed(drizzle(client, { schema }));
  });
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      await admin((c) => c.query(`drop database if exists ${c.escapeIdentifier(name)} with (force)`));
    },
  };
}
