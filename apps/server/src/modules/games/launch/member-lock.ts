import { survivePoolErrors } from '@arks/db-support';
import pg from 'pg';

/** Advisory lock namespace of a member's game transitions (launch, leave, balance return). */
const NAMESPACE = 7_215_004;
/**
 * A balance return also holds this one, taken first: a return that finds the transition lock busy
 * can then tell another return (§8 balance return 101) from a launch or leave under way (102).
 */
const RETURN_NAMESPACE = 7_215_005;

/** How many game transitions one node runs at once; more wait for a lock connection. */
export const MEMBER_LOCK_CONNECTIONS = 20;

export interface MemberLocks {
  /**
   * Runs `work` as the member's only game transition, across every node. `wait: false` answers
   * `undefined` at once when another transition holds the lock.
   */
  run<T>(memberId: number, wait: boolean, work: () => Promise<T>): Promise<T | undefined>;
  /**
   * A balance return: `work` as the member's only transition, or at once which kind holds the member
   * (`return`: another balance return; `game`: a launch, a leave or the reconciliation job).
   */
  runReturn<T>(memberId: number, work: () => Promise<T>): Promise<{ done: T } | { busy: 'return' | 'game' }>;
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
  /** Takes the locks of `namespaces` in order on one connection; `busy` is the first one held elsewhere. */
  async function hold<T>(
    namespaces: number[],
    memberId: number,
    wait: boolean,
    work: () => Promise<T>,
  ): Promise<{ done: T } | { busy: number }> {
    const client = await pool.connect();
    // The lock lives as long as its connection: when that is lost, the database has released it.
    let lost: Error | undefined;
    const onLost = (err: Error) => (lost ??= err);
    client.on('error', onLost);
    const taken: number[] = [];
    try {
      try {
        if (wait) await client.query('set lock_timeout = 20000');
        for (const namespace of namespaces) {
          if (wait) {
            await client.query('select pg_advisory_lock($1, $2)', [namespace, memberId]);
          } else {
            const { rows } = await client.query<{ ok: boolean }>(
              'select pg_try_advisory_lock($1, $2) as ok',
              [namespace, memberId],
            );
            if (!rows[0]!.ok) return { busy: namespace };
          }
          taken.push(namespace);
        }
        return { done: await work() };
      } finally {
        // The transition's writes went through the main pool and stand (its money moves carry their
        // own idempotency keys and balance checks); only its exclusivity ended early. Its answer is
        // still the truth, so the lost lock is logged rather than turned into a failure.
        for (const namespace of taken.reverse()) {
          await client
            .query('select pg_advisory_unlock($1, $2)', [namespace, memberId])
            .catch((err: unknown) => {
              if (!lost) throw err;
            });
        }
        if (lost && taken.length > 0) {
          log.warn({ err: lost, memberId }, 'member lock connection lost during a game transition');
        }
      }
    } finally {
      client.off('error', onLost);
      if (!lost) await client.query('reset lock_timeout').catch((err: Error) => (lost = err));
      // Released with its error, the pool closes the connection instead of lending it again.
      client.release(lost);
    }
  }

  return {
    async run(memberId, wait, work) {
      const held = await hold([NAMESPACE], memberId, wait, work);
      return 'done' in held ? held.done : undefined;
    },
    async runReturn(memberId, work) {
      const held = await hold([RETURN_NAMESPACE, NAMESPACE], memberId, false, work);
      if ('done' in held) return held;
      return { busy: held.busy === RETURN_NAMESPACE ? 'return' : 'game' };
    },
    close: () => pool.end(),
  };
}
