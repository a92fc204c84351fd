import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { createPool } from '../db/client';
import { runMigrations, withStartupLock } from '../db/migrate';
import { adminQuery, databaseUrl } from './test-cluster';

export const silentLog = pino({ level: 'silent' });

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/**
 * A fresh database under a random name, so test files never see each other: a copy of `template`
 * when given (one the global setup built once), else empty.
 */
async function freshDatabase(prefix: string, template?: string): Promise<TestDatabase> {
  const admin = inject('adminDatabaseUrl');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = databaseUrl(admin, name);
  const pool = createPool(url, silentLog);
  return {
    url,
    pool,
    async drop() {
      await pool.end();
      await adminQuery(admin, `drop database if exists ${name} with (force)`);
    },
  };
}

/** A fresh database, migrated and seeded as the server leaves it at first start. */
export function createTestDatabase(): Promise<TestDatabase> {
  return freshDatabase('test', inject('serverTemplateDatabase'));
}

/**
 * A fresh database with every migration and no seed: the clean platform a production start with the
 * demo off leaves. Migrated here, not copied, as only the tests of that start need it.
 */
export async function createMigratedTestDatabase(): Promise<TestDatabase> {
  const database = await freshDatabase('clean');
  await withStartupLock(database.pool, (client) => runMigrations(client));
  return database;
}

/** A fresh database holding the house provider's schema only. */
export function createHouseTestDatabase(): Promise<TestDatabase> {
  return freshDatabase('house', inject('houseTemplateDatabase'));
}
