import { releaseWhenBeginFails, survivePoolErrors, type PoolLogger } from '@arks/db-support';
import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either so a caller can group several writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Lost connections are logged instead of ending the process (`survivePoolErrors`). */
export function createPool(connectionString: string, log: PoolLogger, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000 });
  survivePoolErrors(pool, log, 'database');
  return pool;
}

/** Transactions whose BEGIN fails still give their connection back (`releaseWhenBeginFails`). */
export function createDb(pool: pg.Pool): Db {
  return releaseWhenBeginFails(drizzle(pool, { schema }), pool);
}

const dialect = new PgDialect();

/**
 * Runs a statement as a named prepared statement: each connection parses and plans it once, not on
 * every call. Only for hot statements whose text never varies for a given name (the ledger's).
 */
export async function executeNamed<Row extends Record<string, unknown>>(
  db: DbOrTx,
  name: string,
  query: SQL,
): Promise<{ rows: Row[] }> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return (await prepared.execute()) as { rows: Row[] };
}
