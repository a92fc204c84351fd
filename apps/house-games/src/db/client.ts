import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { releaseWhenBeginFails, survivePoolErrors, type PoolLogger } from '@arks/db-support';
import type { HouseDb } from '../wallet';

/**
 * The standalone service's pool: a connection the database drops, idle or lent out, is logged and
 * replaced instead of ending the process.
 */
export function createHousePool(connectionString: string, log: PoolLogger): pg.Pool {
  const pool = new pg.Pool({ connectionString });
  survivePoolErrors(pool, log, 'database');
  return pool;
}

/** The provider's database on `pool`; a wallet transaction whose BEGIN fails gives its connection back. */
export function createHouseDb(pool: pg.Pool): HouseDb {
  return releaseWhenBeginFails(drizzle(pool), pool);
}
