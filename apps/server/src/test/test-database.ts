import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { createPool } from '../db/client';
import { migrationsFolder, runMigrations, withStartupLock } from '../db/migrate';
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

/**
 * A fresh database migrated up to and including the migration `lastTag` (`0039_staff_audit_chain`), no
 * seed: a test writes rows as an older release stored them, then runs `runMigrations` for the rest.
 */
export async function createTestDatabaseMigratedTo(lastTag: string): Promise<TestDatabase> {
  const journalPath = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    const older = { ...journal, entries: journal.entries.slice(0, last + 1) };
    await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(older));
    const database = await freshDatabase('older');
    await migrate(drizzle(database.pool), { migrationsFolder: folder });
    return database;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A fresh database holding the house provider's schema only. */
export function createHouseTestDatabase(): Promise<TestDatabase> {
  return freshDatabase('house', inject('houseTemplateDatabase'));
}
