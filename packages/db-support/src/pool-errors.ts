import type pg from 'pg';

export interface PoolLogger {
  warn: (obj: object, msg: string) => void;
}

/**
 * Keeps a lost database connection from killing the process. pg-pool listens for a client's 'error'
 * only while the client is idle; one lent out (a transaction, a held advisory lock) that loses its
 * server connection (restart, failover, pg_terminate_backend) emits 'error' with nobody listening,
 * which Node throws as uncaught. So every client gets a listener for its whole life. The borrower's
 * own query fails with the error, and pg-pool drops a client that is no longer queryable when it is
 * released, so the next borrower gets a fresh connection. Once end() was called, the database
 * stopping under a connection still closing is expected, not news.
 */
export function survivePoolErrors(pool: pg.Pool, log: PoolLogger, what: string): void {
  const lent = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => lent.add(client));
  pool.on('release', (_err, client) => lent.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      // An idle client's error reaches the pool's own listener below; say it once.
      if (!pool.ending && lent.has(client as pg.PoolClient))
        log.warn({ err }, `${what} connection in use failed`);
    });
  });
  pool.on('error', (err) => {
    if (!pool.ending) log.warn({ err }, `idle ${what} connection failed`);
  });
}
