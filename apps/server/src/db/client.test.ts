import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { silentLog } from '../test/test-database';
import { createDb, createPool } from './client';

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

describe('transactions on the pool', () => {
  it('give the connection back when BEGIN fails, so the pool keeps its size and closes', async () => {
    const pool = createPool(inject('adminDatabaseUrl'), silentLog, 2);
    const db = createDb(pool);
    for (let n = 0; n < 3; n++) {
      failNextFirstStatement(pool);
      await expect(db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow(/Failed query: begin/);
    }
    // Three failures against a pool of two: it still lends connections, and none is left out.
    const { rows } = await db.transaction((tx) => tx.execute(sql`select 1 as one`));
    expect(rows).toEqual([{ one: 1 }]);
    expect(pool.totalCount - pool.idleCount).toBe(0);
    await pool.end();
  });

  it('commit, roll back and give the connection back as before', async () => {
    const pool = createPool(inject('adminDatabaseUrl'), silentLog, 1);
    const db = createDb(pool);
    await db.execute(sql`create temporary table if not exists t (n int)`);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (1)`);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await db.transaction((tx) => tx.execute(sql`insert into t values (2)`));
    // One connection, so the temporary table is the same one throughout.
    expect((await db.execute(sql`select n from t`)).rows).toEqual([{ n: 2 }]);
    expect(pool.idleCount).toBe(1);
    await pool.end();
  });
});
