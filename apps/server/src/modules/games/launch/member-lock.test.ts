import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { terminateBackends } from '../../../test/terminate-backends';
import { createMemberLocks, type MemberLocks } from './member-lock';

const MEMBER = 4242;
let database: TestDatabase;
let locks: MemberLocks;
const warnings: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
  locks = createMemberLocks(database.pool, log);
});

afterAll(async () => {
  await locks.close();
  await database.drop();
});

/** The member's game-transition lock (namespace and member id as the two keys), and who holds it. */
const memberLock = `locktype = 'advisory' and granted and objsubid = 2 and classid = 7215004 and objid = ${MEMBER}`;
// terminateBackends keeps to this file's database itself.
const lockHolder = `pid in (select pid from pg_locks where ${memberLock})`;
// Only this file's database: test files run side by side on one cluster, and another file's lock on the
// same member id must not be mistaken for this one's.
const lockHeld = async () =>
  (
    await database.pool.query(
      `select 1 from pg_locks where ${memberLock}
        and database = (select oid from pg_database where datname = current_database())`,
    )
  ).rowCount! > 0;

describe('member game-transition lock', () => {
  it('survives its connection being terminated mid-lock: the transition finishes and the lock is free again', async () => {
    const database_ = new URL(database.url).pathname.slice(1);
    const result = await locks.run(MEMBER, true, async () => {
      expect(await terminateBackends(inject('adminDatabaseUrl'), database_, lockHolder)).toBe(1);
      // Until the database has really gone, the lock still shows.
      while (await lockHeld()) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 100));
      return 'finished';
    });
    expect(result).toBe('finished');
    expect(warnings.join('\n')).toContain('member lock connection lost during a game transition');

    // The dead connection was dropped, not lent again: the next transitions lock and unlock normally.
    expect(await locks.run(MEMBER, false, async () => 'again')).toBe('again');
    expect(await locks.run(MEMBER, true, async () => 'and again')).toBe('and again');
    expect(await lockHeld()).toBe(false);
  });

  it('fails only the transition whose lock connection dies while it waits for the lock', async () => {
    const database_ = new URL(database.url).pathname.slice(1);
    let release!: () => void;
    const holding = locks.run(MEMBER, true, () => new Promise<string>((r) => (release = () => r('held'))));
    while (!release) await new Promise((r) => setTimeout(r, 10));
    // Settled into a value at once: the waiter fails while the terminate call is still answering, and a
    // rejection nobody listens to yet is an unhandled one.
    const waiter = locks
      .run(MEMBER, true, async () => 'never')
      .then(
        (value) => value,
        (err: unknown) => err,
      );
    const waiting = `datname = '${database_}' and wait_event_type = 'Lock' and query like '%pg_advisory_lock%'`;
    while ((await database.pool.query(`select 1 from pg_stat_activity where ${waiting}`)).rowCount === 0)
      await new Promise((r) => setTimeout(r, 20));
    expect(await terminateBackends(inject('adminDatabaseUrl'), database_, waiting)).toBe(1);
    expect(await waiter).toBeInstanceOf(Error);
    release();
    expect(await holding).toBe('held');
    expect(await locks.run(MEMBER, false, async () => 'free')).toBe('free');
  });
});
