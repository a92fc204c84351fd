import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AdminAuditList, AdminAuditVerify, AdminStaffCreate } from '@arks/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { loadConfig } from '../config';
import { startJobs, type Jobs } from '../platform/jobs';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { staffMember } from '../test/staff-token';
import { adminQuery, databaseUrl } from '../test/test-cluster';
import { silentLog } from '../test/test-database';
import { createPool } from './client';
import { prepareDatabase } from './prepare';
import * as schema from './schema';
import { runSeed } from './seed';

const suffix = randomBytes(4).toString('hex');
const OWNER = `arks_owner_${suffix}`;
const SERVING = `arks_app_${suffix}`;
const DATABASE = `roles_${suffix}`;
const admin = inject('adminDatabaseUrl');

/** The test cluster's address signed in as `role`. */
function urlAs(role: string): string {
  const url = new URL(databaseUrl(admin, DATABASE));
  url.username = role;
  url.password = `${role}-password`;
  return url.toString();
}

let t: TestApp;
let jobs: Jobs | undefined;
let dir: string;

/** Runs `statement` as the serving role: what it answers, or the error PostgreSQL refused it with. */
async function asServing(statement: string): Promise<string> {
  const client = new pg.Client({ connectionString: urlAs(SERVING) });
  await client.connect();
  try {
    await client.query(statement);
    return 'done';
  } catch (err) {
    return (err as Error).message;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'arks-roles-'));
  // Two ordinary roles, as README asks of production: the owner of the database and its tables, and
  // the role the server serves with, which owns nothing.
  for (const role of [OWNER, SERVING]) {
    await adminQuery(
      admin,
      `create role ${role} login nosuperuser nocreatedb nocreaterole password '${role}-password'`,
    );
  }
  await adminQuery(admin, `create database ${DATABASE} owner ${OWNER}`);
  await adminQuery(admin, `revoke all on database ${DATABASE} from public`);
  await adminQuery(admin, `grant connect, temporary on database ${DATABASE} to ${SERVING}`);

  const env = {
    DATABASE_URL: urlAs(SERVING),
    MIGRATION_DATABASE_URL: urlAs(OWNER),
    AUDIT_CHECKPOINT_FILE: path.join(dir, 'checkpoints.jsonl'),
  };
  const pool = createPool(env.DATABASE_URL, silentLog);
  // What main.ts does at start: migrations, seed, house schema and grants as the owner.
  await prepareDatabase(loadConfig(env), pool, silentLog, {
    house: true,
    then: (client) => runSeed(drizzle(client, { schema })),
  });
  t = await buildTestApp({
    env,
    database: async () => ({
      url: env.DATABASE_URL,
      pool,
      async drop() {
        await pool.end();
      },
    }),
  });
}, 120_000);

afterAll(async () => {
  await jobs?.stop();
  await t?.close();
  await adminQuery(admin, `drop database if exists ${DATABASE} with (force)`);
  for (const role of [SERVING, OWNER]) await adminQuery(admin, `drop role if exists ${role}`);
  rmSync(dir, { recursive: true, force: true });
});

describe('serving with a role that owns nothing (MIGRATION_DATABASE_URL)', () => {
  it('serves staff changes, which write the audit, and runs the jobs', async () => {
    const { rows } = await t.pool.query<{ user: string }>('select current_user as user');
    expect(rows[0]!.user).toBe(SERVING);
    const chief = await staffMember(t, 'roles-admin', 'admin');
    await chief.call(AdminStaffCreate, {
      account: 'roles-support',
      password: 'first-password-42',
      role: 'support',
      reason: 'serving role test',
    });
    const audit = await chief.call(AdminAuditList, { action: 'staff_created' });
    expect(audit.total).toBe(1);
    // The rows are chained through staff_audit_link, the one change to them the role may ask for.
    expect(await chief.call(AdminAuditVerify, {})).toMatchObject({
      intact: true,
      first_broken: null,
      pending: 0,
    });

    // pg-boss under the serving role: its queues are made by the owner's create_queue.
    jobs = await startJobs(t.pool, silentLog, t.app.recurringJobs, { pollingIntervalSeconds: 0.5 });
    const file = path.join(dir, 'checkpoints.jsonl');
    for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 200));
    const checkpoint = JSON.parse(readFileSync(file, 'utf8').trim().split('\n').at(-1)!) as { seq: number };
    expect(checkpoint.seq).toBeGreaterThan(0);
    expect(await chief.call(AdminAuditVerify, {})).toMatchObject({
      intact: true,
      checkpoint: { status: 'matched', source: 'file' },
    });
  }, 60_000);

  it('cannot change or remove audit rows, nor redefine what writes them', async () => {
    expect(await asServing(`update staff_audit set detail = '{}'`)).toMatch(
      /permission denied for table staff_audit/,
    );
    expect(await asServing('delete from staff_audit')).toMatch(/permission denied for table staff_audit/);
    expect(await asServing('truncate staff_audit')).toMatch(/permission denied for table staff_audit/);
    expect(
      await asServing(`create or replace function staff_audit_row_hash(a staff_audit) returns text
        language sql immutable as $$ select a.hash $$`),
    ).toMatch(/permission denied for schema public|must be owner of function/);
    expect(await asServing('alter table staff_audit disable trigger staff_audit_chain')).toMatch(
      /must be owner of table staff_audit/,
    );
    expect(await asServing('drop trigger staff_audit_chain on staff_audit')).toMatch(/must be owner/);
    expect(await asServing('create table public.mine (id int)')).toMatch(
      /permission denied for schema public/,
    );
    expect(await asServing('create schema mine')).toMatch(/permission denied for database/);
    // It can still add rows: the chain goes on.
    expect(await asServing(`insert into staff_audit (action) values ('serving_role_test')`)).toBe('done');
  });
});
