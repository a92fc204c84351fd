import { survivePoolErrors } from '@arks/db-support';
import pg from 'pg';

/** Advisory lock namespace of a member's game transitions (launch, leave, balance return). */
const NAMESPACE = 7_215_004;

/** How many game transitions one node runs at once; more wait for a lock connection. */
export const MEMBER_LOCK_CONNECTIONS = 20;

export interface MemberLocks {
  /**
   * Runs `work` as the member's only game transition, across every node. `wait: false` answers
   * `undefined` at once when another transition holds the lock.
   */
  run<T>(memberId: number, wait: boolean, work: () => Promise<T>): Promise<T | undefined>;
  close(): Promise<void>;
}

/**
 * One game transition per member at a time: a PostgreSQL advisory lock held on a connection for the
 * whole transition. Those connections come from a pool of their own: a transition waits on provider
 * calls for seconds, and lock holders and waiters taking the main pool's connections left the
 * holders' own queries without one (found by the fault-injection test). (Member ids fit the lock's
 * 32-bit key for the first two billion members.)
 */
export function createMemberLocks(
  main: pg.Pool,
  log: { warn: (obj: object, msg: string) => void },
): MemberLocks {
  // The main pool's server and credentials; a longer wait for a connection, as transitions are slow.
  const pool = new pg.Pool({
    ...main.options,
    max: MEMBER_LOCK_CONNECTIONS,
    connectionTimeoutMillis: 30_000,
  });
  survivePoolErrors(pool, log, 'lock');
  return {
    async run(memberId, wait, work) {
      const client = await pool.connect();
      // The lock lives as long as its connection: when that is lost, the database has released it.
      let lost: Error | undefined;
      const onLost = (err: Error) => (lost ??= err);
      client.on('error', onLost);
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
          // The transition's writes went through the main pool and stand (its money moves carry their
          // own idempotency keys and balance checks); only its exclusivity ended early. Its answer is
          // still the truth, so the lost lock is logged rather than turned into a failure.
          await client
            .query('select pg_advisory_unlock($1, $2)', [NAMESPACE, memberId])
            .catch((err: unknown) => {
              if (!lost) throw err;
            });
          if (lost) log.warn({ err: lost, memberId }, 'member lock connection lost during a game transition');
        }
      } finally {
        client.off('error', onLost);
        if (!lost) await client.query('reset lock_timeout').catch((err: Error) => (lost = err));
        // Released with its error, the pool closes the connection instead of lending it again.
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}
