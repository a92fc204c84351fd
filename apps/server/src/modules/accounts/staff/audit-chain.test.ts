import { AdminAuditList, AdminAuditVerify, AdminMe } from '@arks/contracts';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, serverRoot } from '../../../config';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createTestDatabase } from '../../../test/test-database';
import { staffMember, type Staff } from '../../../test/staff-token';
import { createStaffAuditWriter } from './service';

let t: TestApp;
let databaseUrl: string;
let admin: Staff;
let finance: Staff;

/** The app on a database of its own, whose address the command is given too. */
async function appWithUrl(): Promise<{ t: TestApp; url: string }> {
  const database = await createTestDatabase();
  return { t: await buildTestApp({ database: async () => database }), url: database.url };
}

beforeAll(async () => {
  ({ t, url: databaseUrl } = await appWithUrl());
  admin = await staffMember(t, 'chain-admin', 'admin');
  finance = await staffMember(t, 'chain-finance', 'finance');
});
afterAll(() => t.close());

const verify = () => admin.call(AdminAuditVerify, {});
const rowAt = async (seq: number) =>
  (
    await t.db.execute<{ id: string; detail: unknown }>(
      sql`select id, detail from staff_audit where seq = ${seq}`,
    )
  ).rows[0]!;

/** The documented command, run as an operator would, against this test's database. */
const verifyCommand = (url: string) =>
  spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/cli/verify-audit.ts'], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });

describe('the staff audit hash chain', () => {
  it('chains every row a staff action writes, in one order without gaps, even written at once', async () => {
    const write = createStaffAuditWriter(t.db, { now: () => new Date() });
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        write({ staffId: 1, action: 'chain_test', target: `member:${i}`, detail: { i }, ip: '10.0.0.1' }),
      ),
    );
    const report = await verify();
    expect(report).toMatchObject({ intact: true, first_broken: null });
    expect(report.rows).toBeGreaterThanOrEqual(62);
    expect(report.head_seq).toBe(report.rows);
    expect(report.head_hash).toMatch(/^[0-9a-f]{64}$/);
    const { rows } = await t.db.execute<{ seqs: string; distinct_seqs: string; max: string }>(
      sql`select count(*) as seqs, count(distinct seq) as distinct_seqs, max(seq) as max from staff_audit`,
    );
    expect(rows[0]).toEqual({
      seqs: String(report.rows),
      distinct_seqs: String(report.rows),
      max: String(report.rows),
    });
  });

  it('lists the log newest first with the acting account, filtered by action, target and address', async () => {
    await admin.call(AdminMe, {});
    const page = await admin.call(AdminAuditList, { action: 'chain_test', target: 'member:7' });
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      action: 'chain_test',
      target: 'member:7',
      detail: { i: 7 },
      ip: '10.0.0.1',
    });
    const logins = await admin.call(AdminAuditList, { action: 'login', page_size: 10 });
    expect(logins.list.map((r) => r.account)).toEqual(['chain-finance', 'chain-admin']);
    expect(logins.list[0]!.seq).toBeGreaterThan(logins.list[1]!.seq);
    const byAddress = await admin.call(AdminAuditList, { ip: '10.0.0.1', page_size: 5, page: 2 });
    expect(byAddress).toMatchObject({ total: 60, page: 2, page_size: 5 });
    expect(byAddress.list).toHaveLength(5);
  });

  it('is for admins only', async () => {
    const answer = await finance.send(AdminAuditVerify, {});
    expect(answer.code).not.toBe(1000);
    expect(answer.statusCode).toBe(403);
  });

  it('names a row changed in SQL, then the row after one changed and re-hashed', async () => {
    const target = await rowAt(10);
    await t.db.execute(sql`update staff_audit set detail = '{"i": 999}' where seq = 10`);
    expect((await verify()).first_broken).toEqual({ id: Number(target.id), seq: 10, reason: 'content' });

    // Re-hashing the changed row moves the break to the next row, whose link no longer matches.
    await t.db.execute(sql`update staff_audit a set hash = staff_audit_row_hash(a) where seq = 10`);
    const next = await rowAt(11);
    expect((await verify()).first_broken).toEqual({ id: Number(next.id), seq: 11, reason: 'link' });

    const cli = verifyCommand(databaseUrl);
    expect(cli.status, cli.stderr).toBe(1);
    expect(cli.stderr).toMatch(new RegExp(`broken at row #11 \\(id ${next.id}\\)`));
  });

  it('names the row after one deleted in SQL', async () => {
    await t.db.execute(sql`delete from staff_audit where seq = 5`);
    const after = await rowAt(6);
    expect((await verify()).first_broken).toEqual({ id: Number(after.id), seq: 6, reason: 'link' });
  });
});

describe('audit:verify on an untouched log', () => {
  it('says the chain is intact and prints its head', async () => {
    const fresh = await appWithUrl();
    try {
      await staffMember(fresh.t, 'chain-fresh', 'support');
      const cli = verifyCommand(fresh.url);
      expect(cli.status, cli.stderr).toBe(0);
      expect(cli.stdout).toMatch(/^Audit chain intact: \d+ rows, head #\d+ [0-9a-f]{64}\.$/m);
    } finally {
      await fresh.t.close();
    }
  });
});
