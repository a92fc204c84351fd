/**
 * npm run bench:audit — audited staff writes per second through real HTTP on loopback, with one
 * server node and with two (separate processes) on the same database. The write is a staff member
 * saving their console preferences: one UPDATE of their row and one audit row, each connection
 * acting as its own staff member so no two requests wait on one row.
 *
 * Each round measures, one after the other: one node; two nodes; two nodes with the audit written as
 * before migration 0073 (the insert trigger takes the chain's lock and chains the row itself, so
 * every audited write waits for the one before it to commit). Prints the median round's writes/s of
 * each with the spread (min-max) over rounds, `audit two-node/one-node ratio: R` and the ratio of the
 * unlocked audit to the locked one on two nodes, then how long the chainer took to link the rows
 * left waiting when the load stopped, and the chain check's answer over every row written.
 *
 * Env: BENCH_SECONDS (default 5) per measurement, BENCH_ROUNDS (3), BENCH_CONNECTIONS (32, split over
 * the nodes), DATABASE_URL for a real server (a fresh embedded one otherwise).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDb, createPool, type Db } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { runMigrations, withStartupLock } from '../apps/server/src/db/migrate';
import * as schema from '../apps/server/src/db/schema';
import { runSeed } from '../apps/server/src/db/seed';
import { settleAuditChain } from '../apps/server/src/modules/accounts/staff/audit-chainer';
import { createAuditLog } from '../apps/server/src/modules/accounts/staff/audit-log';
import { printResult } from './support/result';
import { median, spreadOf } from './support/rounds';
import {
  createStaffAuditWriter,
  createStaffService,
} from '../apps/server/src/modules/accounts/staff/service';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Math.max(2, Number(process.env.BENCH_CONNECTIONS ?? 32));
const WARMUP_SECONDS = 2;
const PASSWORD = 'bench-password-42';
const log = pino({ level: 'warn' });

/** What a node is started with: development defaults, no captcha or two-factor on staff login. */
const nodeEnv = (dataDir: string) => ({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  WEB_DIST: dataDir,
  ADMIN_DIST: dataDir,
  DATA_DIR: path.join(dataDir, 'data'),
  CAPTCHA_MODE: 'off',
  STAFF_TOTP_REQUIRED: 'off',
});

/** A server node in this process (the child side of `startNode`): answers its port, then serves. */
async function serveNode(url: string, dataDir: string) {
  const pool = createPool(url, log, 20);
  const app = await buildApp({
    config: loadConfig(nodeEnv(dataDir)),
    pool,
    logger: pino({ level: 'silent' }),
    rateLimit: { max: 1e9 },
    readCacheMs: 5_000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ port: (app.server.address() as { port: number }).port });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => pool.end())
      .finally(() => process.exit(0));
  });
}

/** A server node in a process of its own, as a second server would be; answers its base URL. */
function startNode(url: string, dataDir: string): Promise<{ base: string; child: ChildProcess }> {
  const child = fork(fileURLToPath(import.meta.url), ['node', url, dataDir], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ base: `http://127.0.0.1:${m.port}`, child }));
    child.once('exit', (code) => reject(new Error(`bench node exited (${code}) before it listened`)));
  });
}

/** One staff member per connection, logged in on `base`: their bearer tokens. */
async function staffTokens(db: Db, base: string, n: number): Promise<string[]> {
  const service = createStaffService({ db, clock: { now: () => new Date() }, totpKey: 'unused' });
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const account = `bench-audit-${i}`;
    await service.create({ account, password: PASSWORD, role: 'support' });
    const res = await fetch(`${base}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password: PASSWORD }),
    });
    const body = (await res.json()) as { code: number; data?: { token: string } };
    if (body.code !== 1000) throw new Error(`login of ${account}: ${JSON.stringify(body)}`);
    tokens.push(body.data!.token);
  }
  return tokens;
}

const ZONES = ['Asia/Shanghai', 'Europe/London', 'UTC', 'America/New_York'];

/** Audited writes on `base` from `tokens.length` connections; answers successful writes per second. */
async function load(
  base: string,
  tokens: string[],
  seconds: number,
): Promise<{ rps: number; errors: number }> {
  let next = 0;
  const r = await autocannon({
    url: `${base}/api/admin/auth/preferences`,
    method: 'PUT',
    connections: tokens.length,
    duration: seconds,
    setupClient: (client) => {
      const i = next++;
      client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${tokens[i]}` });
      client.setBody(JSON.stringify({ language: 'en_US', time_zone: ZONES[i % ZONES.length] }));
    },
  });
  return { rps: (r.requests.total - r.non2xx) / seconds, errors: r.errors + r.non2xx };
}

/** Load spread over the nodes at once (the connections split between them): the sum of their rates. */
async function loadAll(nodes: { base: string; tokens: string[] }[], seconds = SECONDS) {
  const results = await Promise.all(nodes.map((n) => load(n.base, n.tokens, seconds)));
  return {
    rps: results.reduce((s, r) => s + r.rps, 0),
    errors: results.reduce((s, r) => s + r.errors, 0),
  };
}

/**
 * The insert trigger as migration 0039 had it (the chain's lock to the end of the inserting
 * transaction, the row chained on insert), adapted only to read the head among chained rows: the
 * baseline the unlocked audit is measured against. `restore` puts 0073's trigger back.
 */
const LOCKED_TRIGGER = sql`
  CREATE OR REPLACE FUNCTION staff_audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE head record;
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('arks:staff-audit-chain'));
    SELECT seq, hash INTO head FROM staff_audit WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT 1;
    NEW.xact := pg_current_xact_id()::text::bigint;
    NEW.seq := coalesce(head.seq, 0) + 1;
    NEW.prev_hash := coalesce(head.hash, '');
    NEW.hash := staff_audit_row_hash(NEW);
    RETURN NEW;
  END $$`;
const UNLOCKED_TRIGGER = sql`
  CREATE OR REPLACE FUNCTION staff_audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.xact := pg_current_xact_id()::text::bigint;
    NEW.seq := NULL;
    NEW.prev_hash := '';
    NEW.hash := '';
    RETURN NEW;
  END $$`;

const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
/** Workers of a payout job: transactions that write their audit row, then do more before commit. */
const JOB_WORKERS = 16;
/** The rest of each job transaction (a ledger transfer's worth), held after the audit row. */
const JOB_WORK_MS = 5;

/** Audited job transactions per second from JOB_WORKERS connections for `seconds`. */
async function jobLoad(url: string, seconds: number): Promise<number> {
  const pool = createPool(url, log, JOB_WORKERS);
  const db = createDb(pool);
  const until = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async (w: number) => {
    while (Date.now() < until) {
      await db.transaction(async (tx) => {
        await createStaffAuditWriter(tx, { now: () => new Date() })({
          staffId: 1,
          action: 'bench_job_payout',
          target: `member:${w}`,
          ip: '127.0.0.1',
        });
        await tx.execute(sql`select pg_sleep(${JOB_WORK_MS / 1000})`);
      });
      done++;
    }
  };
  try {
    await Promise.all(Array.from({ length: JOB_WORKERS }, (_, w) => worker(w)));
  } finally {
    await pool.end();
  }
  return done / seconds;
}

const spread = (xs: number[]) =>
  spreadOf(xs)
    .map((x) => x.toFixed(0))
    .join('-');

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-audit-'));
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir, database: 'bench', log });
  const url = process.env.DATABASE_URL ?? embedded!.url;
  const pool = createPool(url, log, 4);
  const db = createDb(pool);
  const children: ChildProcess[] = [];
  try {
    await withStartupLock(pool, async (client) => {
      await runMigrations(client);
      await runSeed(drizzle(client, { schema }));
    });
    const [a, b] = await Promise.all([startNode(url, dataDir), startNode(url, dataDir)]);
    children.push(a.child, b.child);
    const half = CONNECTIONS / 2;
    const tokensA = await staffTokens(db, a.base, CONNECTIONS);
    const tokensB = await staffTokens(db, b.base, half);
    const one = [{ base: a.base, tokens: tokensA }];
    const two = [
      { base: a.base, tokens: tokensA.slice(0, half) },
      { base: b.base, tokens: tokensB },
    ];
    console.log(
      `audit bench: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per measurement, ` +
        `load average ${loadAverage()}`,
    );
    await loadAll(two, WARMUP_SECONDS);
    type Round = { one: number; two: number; locked: number; job: number; jobLocked: number; errors: number };
    const rounds: Round[] = [];
    // Runs `measure` with the audit written as before 0073; rows still waiting are linked first, so
    // the locked trigger continues the chain after them.
    const locked = async <T>(measure: () => Promise<T>): Promise<T> => {
      await settleAuditChain(db, 10_000);
      await db.execute(LOCKED_TRIGGER);
      return measure().finally(() => db.execute(UNLOCKED_TRIGGER));
    };
    for (let i = 0; i < ROUNDS; i++) {
      // Every other round runs its measurements in reverse, so none always follows the same one.
      const steps = [
        async () => ({ one: await loadAll(one) }),
        async () => ({ two: await loadAll(two) }),
        async () => ({ locked: await locked(() => loadAll(two)) }),
        async () => ({ job: await jobLoad(url, SECONDS) }),
        async () => ({ jobLocked: await locked(() => jobLoad(url, SECONDS)) }),
      ];
      const r: Partial<Record<'one' | 'two' | 'locked', { rps: number; errors: number }>> & {
        job?: number;
        jobLocked?: number;
      } = {};
      for (const step of i % 2 ? steps.reverse() : steps) Object.assign(r, await step());
      const errors = r.one!.errors + r.two!.errors + r.locked!.errors;
      rounds.push({
        one: r.one!.rps,
        two: r.two!.rps,
        locked: r.locked!.rps,
        job: r.job!,
        jobLocked: r.jobLocked!,
        errors,
      });
    }
    const started = Date.now();
    const audit = createAuditLog(db, { key: 'bench', settleMs: 10_000 });
    const report = await audit.verify();
    const settledMs = Date.now() - started;
    const of = (k: Exclude<keyof Round, 'errors'>) => rounds.map((r) => r[k]);
    const jobRatios = rounds.map((r) => r.job / r.jobLocked);
    const ratios = rounds.map((r) => r.two / r.one);
    const unlocked = rounds.map((r) => r.two / r.locked);
    console.log(
      `  one node:               ${median(of('one')).toFixed(0)} writes/s (rounds ${spread(of('one'))})`,
    );
    console.log(
      `  two nodes:              ${median(of('two')).toFixed(0)} writes/s (rounds ${spread(of('two'))})`,
    );
    console.log(
      `  two nodes, locked audit: ${median(of('locked')).toFixed(0)} writes/s (rounds ${spread(of('locked'))})`,
    );
    console.log(`  errors: ${rounds.reduce((n, r) => n + r.errors, 0)}`);
    console.log(
      `  job transactions (${JOB_WORKERS} workers, ${JOB_WORK_MS} ms of work after the audit row): ` +
        `${median(of('job')).toFixed(0)}/s (rounds ${spread(of('job'))}), locked audit ` +
        `${median(of('jobLocked')).toFixed(0)}/s (rounds ${spread(of('jobLocked'))})`,
    );
    console.log(
      `  chain: ${report.rows} rows, ${report.pending} pending, intact ${report.intact}, ` +
        `linked and checked ${settledMs} ms after the load stopped`,
    );
    console.log(
      `audit two-node/one-node ratio: ${median(ratios).toFixed(2)} (rounds ${ratios.map((x) => x.toFixed(2)).join(', ')})`,
    );
    console.log(
      `audit unlocked/locked ratio (two nodes): ${median(unlocked).toFixed(2)} (rounds ${unlocked.map((x) => x.toFixed(2)).join(', ')})`,
    );
    console.log(`  load average at the end: ${loadAverage()}`);
    console.log(
      `audit job unlocked/locked ratio: ${median(jobRatios).toFixed(2)} (rounds ${jobRatios.map((x) => x.toFixed(2)).join(', ')})`,
    );
    const broken = report.intact ? undefined : 'the audit chain is broken';
    // The lock's return would put job transactions back at one audited write at a time.
    printResult({
      name: 'audit jobs unlocked/locked',
      ratio: median(jobRatios),
      spread: spreadOf(jobRatios),
      goal: { atLeast: 2 },
      problem: broken,
    });
    printResult({ name: 'audit two-node/one-node', ratio: median(ratios), spread: spreadOf(ratios) });
    if (!report.intact) process.exitCode = 1;
  } finally {
    const exits = children
      .filter((c) => c.exitCode === null)
      .map((c) => new Promise((resolve) => c.once('exit', resolve)));
    for (const child of children) if (child.connected) child.disconnect();
    await Promise.all(exits);
    await pool.end();
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'node') {
  serveNode(process.argv[3]!, process.argv[4]!).catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
