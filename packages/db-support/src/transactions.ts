import { NodePgSession, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/**
 * drizzle-orm 0.45 sends a transaction's BEGIN before its try block, so when BEGIN fails (the idle
 * connection it was lent had been terminated) the connection is never given back: the pool shrinks
 * by one for good, and `pool.end()` at shutdown waits forever (found by the server's database-blip
 * test). This is drizzle's own transaction on a connection that goes back to the pool however it
 * ends. `db` must be a drizzle database made for `pool`; it is changed in place and answered.
 */
export function releaseWhenBeginFails<D extends NodePgDatabase<Record<string, unknown>>>(
  db: D,
  pool: pg.Pool,
): D {
  type SessionArgs = ConstructorParameters<typeof NodePgSession>;
  type Work = (tx: unknown) => Promise<unknown>;
  // Drizzle keeps these private; the session it made for the pool carries them.
  const session = db._.session as unknown as {
    dialect: SessionArgs[1];
    schema: SessionArgs[2];
    options: SessionArgs[3];
    transaction: (work: Work, config?: PgTransactionConfig) => Promise<unknown>;
  };
  session.transaction = async (work, config) => {
    const client = await pool.connect();
    try {
      // On a single client drizzle runs BEGIN, the work and COMMIT or ROLLBACK, and releases nothing.
      const own = new NodePgSession(client, session.dialect, session.schema, session.options);
      return await own.transaction(work, config);
    } finally {
      // A connection that died is not queryable any more, and pg-pool closes it instead of lending it.
      client.release();
    }
  };
  return db;
}
