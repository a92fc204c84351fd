import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either so a caller can group several writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

interface PoolLogger {
  warn: (obj: object, msg: string) => void;
}

export function createPool(connectionString: string, log: PoolLogger, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000 });
  // An idle client errors when the server ends its connection (database restart, shutdown). Without a
  // listener the pool re-emits that as an uncaught 'error' and the whole process dies.
  // Once end() was called, the database stopping under a connection still closing is expected, not news.
  pool.on('error', (err) => {
    if (!pool.ending) log.warn({ err }, 'idle database connection failed');
  });
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema });
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
