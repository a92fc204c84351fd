import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import '../test/provided';
import { createHouseDb, createHousePool } from './client';

function recordingLog() {
  const warnings: string[] = [];
  return { warnings, warn: (_obj: object, msg: string) => void warnings.push(msg) };
}

/** The next connection lent by `pool` fails its first statement, as one terminated while idle does. */
function failNextFirstStatement(pool: pg.Pool) {
  pool.once('acquire', (client: pg.PoolClient) => {
    const query = client.query;
    client.query = ((..._args: unknown[]) => {
      client.query = query;
      return Promise.reject(new Error('Connection terminated unexpectedly'));
    }) as typeof client.query;
  });
}

describe('the standalone service database', () => {
  it('gives the connection back when a transaction BEGIN fails, so the pool keeps its size and closes', async () => {
    const pool = createHousePool(inject('adminDatabaseUrl'), recordingLog());
    const db = createHouseDb(pool);
    for (let n = 0; n < 3; n++) {
      failNextFirstStatement(pool);
      await expect(db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow(/Failed query: begin/);
    }
    expect(pool.totalCount - pool.idleCount).toBe(0);
    const { rows } = await db.transaction((tx) => tx.execute(sql`select 1 as one`));
    expect(rows).toEqual([{ one: 1 }]);
    expect(pool.totalCount - pool.idleCount).toBe(0);
    await pool.end();
  });

  it('survives losing a connection that is lent out, and lends a fresh one after', async () => {
    const log = recordingLog();
    const pool = createHousePool(inject('adminDatabaseUrl'), log);
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    // As a database restart or failover does, from a connection outside the pool.
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    // Unheard, the lent client's 'error' would be thrown as uncaught and fail this run.
    await expect.poll(() => log.warnings).toContain('database connection in use failed');
    await expect(client.query('select 1')).rejects.toThrow();
    client.release();
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await pool.end();
  });
});
