import { AdminAuditVerify, AdminPreferencesSave } from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../../db/client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createTestDatabase, silentLog, type TestDatabase } from '../../../test/test-database';
import { staffMember, type Staff } from '../../../test/staff-token';
import { walkAuditChain } from './audit-chain';
import { linkPendingAudit } from './audit-chainer';
import { createAuditLog } from './audit-log';
import { createStaffAuditWriter } from './service';

/**
 * Audit rows written with no lock across writers and chained afterwards (migration 0073): two app
 * nodes on one database, transactions committing out of the order of their row ids, and what the
 * check says of rows not chained yet.
 */
let database: TestDatabase;
let one: TestApp;
let two: TestApp;
let admins: Staff[];

beforeAll(async () => {
  database = await createTestDatabase();
  one = await buildTestApp({ database: async () => ({ ...database, drop: async () => {} }) });
  // The second node: its own pool and app on the same database, as a second server would have.
  const pool = createPool(database.url, silentLog);
  two = await buildTestApp({ database: async () => ({ ...database, pool, drop: () => pool.end() }) });
  admins = [await staffMember(one, 'chainer-one', 'admin'), await staffMember(two, 'chainer-two', 'admin')];
});
afterAll(async () => {
  await two?.close();
  await one?.close();
  await database?.drop();
});

const counts = async () =>
  (
    await one.db.execute<{ rows: string; chained: string; max: string | null }>(
      sql`select count(*) as rows, count(seq) as chained, max(seq)::text as max from staff_audit`,
    )
  ).rows[0]!;

/** The chain's order as the chainer promises it: by transaction, then row id, every row once. */
const outOfOrder = async () =>
  (
    await one.db.execute<{ n: string }>(sql`
      select count(*) as n from (
        select xact, id, lag(xact) over w as px, lag(id) over w as pid from staff_audit
        where seq is not null and xact > 0 window w as (order by seq)) s
      where (xact, id) < (px, pid)`)
  ).rows[0]!.n;

const verifyQuickly = () => createAuditLog(one.db, { key: 'k', settleMs: 200 }).verify();

describe('the staff audit without a lock across writers', () => {
  it('chains 200 audited writes made at once on two nodes, every row once, in one order', async () => {
    const zones = ['Asia/Shanghai', 'Europe/London', 'UTC'];
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        admins[i % 2]!.call(AdminPreferencesSave, { language: 'en_US', time_zone: zones[i % 3]! }),
      ),
    );
    const report = await admins[1]!.call(AdminAuditVerify, {});
    expect(report).toMatchObject({ intact: true, first_broken: null, pending: 0 });
    const after = await counts();
    expect(after).toEqual({ rows: after.chained, chained: String(report.rows), max: String(report.rows) });
    expect(report.rows).toBeGreaterThanOrEqual(202);
    expect(await outOfOrder()).toBe('0');
  });

  it('keeps a row committed after a newer one waiting for it, then chains it first', async () => {
    const write = createStaffAuditWriter(one.db, { now: () => new Date() });
    const before = await verifyQuickly();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    // An older transaction holds its row (and its smaller id) while a newer one commits.
    const older = one.db.transaction(async (tx) => {
      await createStaffAuditWriter(tx, { now: () => new Date() })({
        staffId: 1,
        action: 'chainer_older',
        target: 'member:1',
        ip: '10.0.0.2',
      });
      opened();
      await held;
    });
    try {
      await open;
      await write({ staffId: 1, action: 'chainer_newer', target: 'member:2', ip: '10.0.0.2' });
      expect((await linkPendingAudit(two.db)) ?? 0).toBe(0);
      const waiting = await verifyQuickly();
      // Waiting rows are neither checked nor a fault; the chained part is unchanged.
      expect(waiting).toMatchObject({
        intact: true,
        first_broken: null,
        pending: 1,
        rows: before.rows,
        head_hash: before.head_hash,
      });
    } finally {
      release();
      await older;
    }
    const done = await admins[0]!.call(AdminAuditVerify, {});
    expect(done).toMatchObject({ intact: true, pending: 0, rows: before.rows + 2 });
    const { rows } = await one.db.execute<{ action: string }>(
      sql`select action from staff_audit where action like 'chainer_%' order by seq`,
    );
    expect(rows.map((r) => r.action)).toEqual(['chainer_older', 'chainer_newer']);
    expect(await outOfOrder()).toBe('0');
  });

  it('still names a row changed in SQL after it was chained', async () => {
    const { rows } = await one.db.execute<{ id: string; seq: string }>(
      sql`select id, seq from staff_audit where action = 'chainer_older'`,
    );
    const row = rows[0]!;
    await one.db.execute(sql`update staff_audit set target = 'member:99' where id = ${row.id}`);
    expect((await admins[0]!.call(AdminAuditVerify, {})).first_broken).toEqual({
      id: Number(row.id),
      seq: Number(row.seq),
      reason: 'content',
    });
    await one.db.execute(sql`update staff_audit set target = 'member:1' where id = ${row.id}`);
    expect(await admins[0]!.call(AdminAuditVerify, {})).toMatchObject({ intact: true });
  });

  it('counts a row taken back out of the chain as a fault, not as waiting', async () => {
    // Two rows of one transaction: the chainer links both together, so one left out is a fault.
    await one.db.transaction(async (tx) => {
      const write = createStaffAuditWriter(tx, { now: () => new Date() });
      await write({ staffId: 1, action: 'chainer_pair', target: 'member:3', ip: '10.0.0.3' });
      await write({ staffId: 1, action: 'chainer_pair', target: 'member:4', ip: '10.0.0.3' });
    });
    await verifyQuickly();
    // The chain's lock held here, so neither node's chainer puts the row straight back.
    const holder = await one.pool.connect();
    try {
      await holder.query(`select pg_advisory_lock(hashtext('arks:staff-audit-chain'))`);
      const { rows } = await one.db.execute<{ id: string }>(sql`
        update staff_audit set seq = null, prev_hash = '', hash = ''
        where seq = (select max(seq) from staff_audit) returning id`);
      // Read without chaining first, as a check on a copy that refuses writes would.
      const walk = await walkAuditChain(one.db, null);
      expect(walk.firstBroken).toEqual({ id: Number(rows[0]!.id), seq: null, reason: 'unchained' });
      expect(walk.pending).toBe(1);
    } finally {
      await holder.query(`select pg_advisory_unlock(hashtext('arks:staff-audit-chain'))`);
      holder.release();
    }
    // Once the lock is free the row is linked again, as it was: nothing else changed.
    expect(await admins[0]!.call(AdminAuditVerify, {})).toMatchObject({ intact: true, pending: 0 });
  });
});
