import { migrateHouse } from '@arks/house-games';
import { drizzle } from 'drizzle-orm/node-postgres';
import pino from 'pino';
import { createPool } from '../db/client';
import { runMigrations, withStartupLock } from '../db/migrate';
import * as schema from '../db/schema';
import { runSeed } from '../db/seed';

const silentLog = pino({ level: 'silent' });

/** The platform's database as the server leaves it at first start: every migration, then the seed. */
export async function migrateAndSeed(url: string): Promise<void> {
  const pool = createPool(url, silentLog, 1);
  try {
    await withStartupLock(pool, async (client) => {
      await runMigrations(client);
      await runSeed(drizzle(client, { schema }));
    });
  } finally {
    await pool.end();
  }
}

/** The house provider's own schema, nothing of the platform's. */
export async function migrateHouseOnly(url: string): Promise<void> {
  const pool = createPool(url, silentLog, 1);
  try {
    await migrateHouse(pool);
  } finally {
    await pool.end();
  }
}
