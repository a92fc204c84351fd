import type pg from 'pg';

/** Advisory lock namespace of a member's game transitions (launch, leave, balance return). */
const NAMESPACE = 7_215_004;

/**
 * One game transition per member at a time, across every node: a PostgreSQL advisory lock on a
 * connection held for the transition. `wait: false` answers `undefined` at once when another
 * transition holds it. (Member ids fit the lock's 32-bit key for the first two billion members.)
 */
export async function withMemberLock<T>(
  pool: pg.Pool,
  memberId: number,
  wait: boolean,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const client = await pool.connect();
  try {
    if (wait) {
      await client.query('set lock_timeout = 20000');
      await client.query('select pg_advisory_lock($1, $2)', [NAMESPACE, memberId]);
    } else {
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
        NAMESPACE,
        memberId,
      ]);
      if (!rows[0]!.ok) return undefined;
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [NAMESPACE, memberId]);
    }
  } finally {
    await client.query('reset lock_timeout').catch(() => undefined);
    client.release();
  }
}
