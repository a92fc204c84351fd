import { AdminAuditList, AdminAuditVerify, AdminMe } from '@arks/contracts';
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
async function appWithUrl(env?: Record<string, string>): Promise<{ t: TestApp; url: string }> {
  const database = await createTestDatabase();
  return { t: await buildTestApp({ database: async () => database, env }), url: database.url };
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
const verifyCommand = (url: string, args: string[] = [], env: Record<string, string> = {}) =>
  spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/cli/verify-audit.ts', ...args], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent', ...env },
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
    expect(logins.list[0]!.seq).toBeGreaterThan(logins.list[1]!.seq!);
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
      expect(cli.stdout).toMatch(/^Audit chain intact: \d+ rows, head #\d+ [0-9a-f]{64}\. No checkpoint/m);
    } finally {
      await fresh.t.close();
    }
  });
});

describe('a check that does not trust the database', () => {
  it('names a changed row even when the hash function in the database was redefined to agree', async () => {
    const fresh = await appWithUrl();
    try {
      const member = await staffMember(fresh.t, 'chain-forger', 'admin');
      const before = await member.call(AdminAuditVerify, {});
      expect(before.intact).toBe(true);
      const { rows } = await fresh.t.db.execute<{ id: string }>(
        sql`select id from staff_audit where seq = 1`,
      );
      await fresh.t.db.execute(sql`update staff_audit set detail = '{"forged": true}' where seq = 1`);
      // The forger makes the database's own check agree with every stored hash.
      await fresh.t.db.execute(sql`
        create or replace function staff_audit_row_hash(a staff_audit) returns text
        language sql immutable as $$ select a.hash $$`);
      const after = await member.call(AdminAuditVerify, {});
      expect(after).toMatchObject({
        intact: false,
        head_hash: before.head_hash,
        first_broken: { id: Number(rows[0]!.id), seq: 1, reason: 'content' },
      });
      const cli = verifyCommand(fresh.url);
      expect(cli.status, cli.stderr).toBe(1);
      expect(cli.stderr).toMatch(new RegExp(`broken at row #1 \\(id ${rows[0]!.id}\\)`));
    } finally {
      await fresh.t.close();
    }
  });
});

describe('head checkpoints kept outside the database', () => {
  let dir: string;
  let file: string;
  let fresh: { t: TestApp; url: string };
  let member: Staff;
  // A collector the checkpoints are also posted to (AUDIT_CHECKPOINT_URL).
  let collector: Server;
  const posted: string[] = [];
  const env = () => ({
    AUDIT_CHECKPOINT_FILE: file,
    AUDIT_CHECKPOINT_KEY: 'checkpoint-key-of-this-test',
    AUDIT_CHECKPOINT_URL: `http://127.0.0.1:${(collector.address() as AddressInfo).port}/checkpoints`,
  });
  const takeCheckpoint = () =>
    fresh.t.app.recurringJobs.find((job) => job.name === 'staff-audit-checkpoint')!.run();
  const lines = () => readFileSync(file, 'utf8').trim().split('\n');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'arks-audit-checkpoint-'));
    file = path.join(dir, 'checkpoints.jsonl');
    collector = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        posted.push(body);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    fresh = await appWithUrl(env());
    member = await staffMember(fresh.t, 'chain-keeper', 'admin');
    const write = createStaffAuditWriter(fresh.t.db, { now: () => new Date() });
    for (let i = 0; i < 8; i++) {
      await write({ staffId: 1, action: 'chain_test', target: `member:${i}`, detail: { i }, ip: '::1' });
    }
  });
  afterAll(async () => {
    await fresh.t.close();
    collector.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('signs the head into the file, and verify compares against the latest', async () => {
    const none = await member.call(AdminAuditVerify, {});
    expect(none).toMatchObject({ intact: true, checkpoint: { status: 'none', source: null } });
    await takeCheckpoint();
    const [line] = lines();
    expect(JSON.parse(line!)).toMatchObject({ seq: none.head_seq, hash: none.head_hash, rows: none.rows });
    expect(posted).toEqual([line]);
    const report = await member.call(AdminAuditVerify, {});
    expect(report).toMatchObject({
      intact: true,
      checkpoint: { status: 'matched', source: 'file', seq: none.head_seq, hash: none.head_hash },
    });
    const cli = verifyCommand(fresh.url, [], env());
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stdout).toContain(`Checkpoint of row #${none.head_seq}`);
  });

  it('refuses a checkpoint whose signature is not made with the key', async () => {
    const real = JSON.parse(lines().at(-1)!) as { seq: number; rows: number };
    appendFileSync(file, `${JSON.stringify({ ...real, seq: real.seq - 3, rows: real.rows - 3 })}\n`);
    expect(await member.call(AdminAuditVerify, {})).toMatchObject({
      intact: false,
      first_broken: null,
      checkpoint: { status: 'refused', source: 'file', seq: null },
    });
    const cli = verifyCommand(fresh.url, ['--checkpoint', lines().at(-1)!], env());
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain('checkpoint was refused');
    // The same line under the development key is refused too: the key is what makes it.
    const dev = verifyCommand(fresh.url, ['--checkpoint', lines()[0]!]);
    expect(dev.status).toBe(1);
    expect(dev.stderr).toContain('checkpoint was refused');
    await takeCheckpoint();
  });

  it('catches rows cut off the end after a checkpoint', async () => {
    const at = (await member.call(AdminAuditVerify, {})).head_seq;
    const kept = lines().at(-1)!;
    await fresh.t.db.execute(sql`delete from staff_audit where seq > ${at - 2}`);
    const report = await member.call(AdminAuditVerify, {});
    // The chain that is left holds: only the checkpoint shows the cut.
    expect(report).toMatchObject({
      intact: false,
      first_broken: null,
      head_seq: at - 2,
      checkpoint: { status: 'truncated', seq: at },
    });
    // A checkpoint kept elsewhere, given to the command by the operator.
    const cli = verifyCommand(fresh.url, ['--checkpoint', kept], {
      AUDIT_CHECKPOINT_KEY: env().AUDIT_CHECKPOINT_KEY,
    });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain(`rows were cut off the end since the checkpoint of row #${at}`);
  });

  it('catches a chain rewritten and re-hashed throughout after a checkpoint', async () => {
    await takeCheckpoint();
    const at = (await member.call(AdminAuditVerify, {})).head_seq;
    await fresh.t.db.execute(sql`update staff_audit set detail = '{"rewritten": true}' where seq = 3`);
    // Every hash from there on recomputed in order, each link to the new hash before it.
    await fresh.t.db.execute(sql`
      do $$
      declare r record; prev text;
      begin
        select hash into prev from staff_audit where seq = 2;
        for r in select id from staff_audit where seq >= 3 order by seq loop
          update staff_audit set prev_hash = prev where id = r.id;
          update staff_audit a set hash = staff_audit_row_hash(a) where id = r.id returning hash into prev;
        end loop;
      end $$`);
    const report = await member.call(AdminAuditVerify, {});
    expect(report).toMatchObject({
      intact: false,
      first_broken: null,
      head_seq: at,
      checkpoint: { status: 'rewritten', seq: at },
    });
    expect(report.head_hash).not.toBe(report.checkpoint.hash);
    const cli = verifyCommand(fresh.url, [], env());
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain(`the row at the checkpoint of row #${at}`);
  });
});
