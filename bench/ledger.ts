/**
 * npm run bench:ledger — ledger transfers per second under 16 concurrent clients, against a plain
 * SQL baseline (pgbench TPC-B, or the same transaction written by hand when pgbench is absent) run on
 * the same PostgreSQL, in rounds that alternate the baseline and the ledger (each on its own database,
 * set up once). Ends with `ratio: R (min..max over K rounds)  invariant violations: N`, R the median
 * round's ledger over baseline. Goal: ratio >= 0.8 with 0 violations.
 *
 * Env: BENCH_SECONDS (default 10) per measurement, BENCH_ROUNDS (3), BENCH_CLIENTS (16), BENCH_MEMBERS
 * (2000), DATABASE_URL to use a real server instead of a fresh embedded one. `--short` (BENCH_SHORT=1):
 * 5 rounds of 2 s per measurement, 8 clients, 200 members.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { createDb, createPool } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { runMigrations, withStartupLock } from '../apps/server/src/db/migrate';
import * as schema from '../apps/server/src/db/schema';
import { runSeed } from '../apps/server/src/db/seed';
import { checkLedgerInvariants } from '../apps/server/src/modules/money/ledger/invariants';
import { createLedgerService, type LedgerService } from '../apps/server/src/modules/money/ledger/service';
import { isAppError } from '../apps/server/src/platform/app-error';
import { SHORT, setting } from './support/mode';
import { printResult } from './support/result';
import { alternateRounds, describeRatio } from './support/rounds';

const SECONDS = setting('BENCH_SECONDS', 10, 2);
const ROUNDS = setting('BENCH_ROUNDS', 3, 5);
const CLIENTS = setting('BENCH_CLIENTS', 16, 8);
const MEMBERS = setting('BENCH_MEMBERS', 2000, 200);
const GOAL = { atLeast: 0.8 };
const log = pino({ level: 'warn' });
const execFileAsync = promisify(execFile);

async function cluster(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    return { adminUrl: url.toString(), stop: async () => {} };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-ledger-'));
  const db = await startEmbeddedPostgres({ dataDir, database: 'bench', log });
  return {
    adminUrl: db.adminUrl,
    async stop() {
      await db.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshDatabase(adminUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(adminUrl: string, url: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
  await client.end();
}

/** Runs `op` from CLIENTS loops for SECONDS; returns completed operations per second. */
async function drive(op: (client: number) => Promise<number>): Promise<{ tps: number; refused: number }> {
  const until = Date.now() + SECONDS * 1000;
  let done = 0;
  let refused = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (Date.now() < until) {
        try {
          // Not `done += await ...`: that reads `done` before the await and loses other clients' counts.
          const completed = await op(client);
          done += completed;
        } catch (err) {
          if (!isAppError(err)) throw err;
          refused += 1;
        }
      }
    }),
  );
  return { tps: done / ((Date.now() - started) / 1000), refused };
}

/** The ledger's database migrated, seeded and funded once; each `run` drives the mix for SECONDS. */
async function prepareLedger(url: string) {
  const pool = createPool(url, log, CLIENTS + 4);
  await withStartupLock(pool, async (client) => {
    await runMigrations(client);
    await runSeed(drizzle(client, { schema }));
  });
  const db = createDb(pool);
  const ledger: LedgerService = createLedgerService({ db });
  const { rows } = await pool.query<{ id: string }>(
    `insert into members (site_id, account, password_hash, currency)
     select 1, 'bench' || g, 'x', 'RMB' from generate_series(1, $1) g returning id`,
    [MEMBERS],
  );
  const members = rows.map((r) => Number(r.id));
  const base = { siteId: 1, currency: 'RMB' } as const;
  let seq = 0;
  const key = () => `bench:${++seq}`;
  const pick = () => members[Math.floor(Math.random() * members.length)]!;

  // Every member starts with money so most withdrawals and game moves can go through.
  for (let i = 0; i < members.length; i += CLIENTS) {
    await Promise.all(
      members.slice(i, i + CLIENTS).map((member) =>
        ledger
          .transfer({
            ...base,
            debit: { system: 'deposits_clearing' },
            credit: { member },
            amount: 1_000_000n,
            kind: 'deposit',
            idempotencyKey: key(),
          })
          .then(() =>
            // Opening the game wallet here keeps account creation out of the measured run.
            ledger.transfer({
              ...base,
              debit: { member },
              credit: { member, provider: 'GPHOUSE' },
              amount: 100_000n,
              kind: 'provider_in',
              idempotencyKey: key(),
            }),
          ),
      ),
    );
  }

  // The mix of a busy site: deposits, moves to and from a game wallet, two-phase withdrawals.
  const run = () =>
    drive(async () => {
      const member = pick();
      const amount = BigInt(1 + Math.floor(Math.random() * 5_000));
      const r = Math.random();
      if (r < 0.25) {
        await ledger.transfer({
          ...base,
          debit: { system: 'deposits_clearing' },
          credit: { member },
          amount,
          kind: 'deposit',
          idempotencyKey: key(),
        });
        return 1;
      }
      if (r < 0.75) {
        const toGame = Math.random() < 0.5;
        const main = { member };
        const game = { member, provider: 'GPHOUSE' };
        await ledger.transfer({
          ...base,
          debit: toGame ? main : game,
          credit: toGame ? game : main,
          amount,
          kind: toGame ? 'provider_in' : 'provider_out',
          idempotencyKey: key(),
        });
        return 1;
      }
      const pending = await ledger.transfer({
        ...base,
        debit: { member },
        credit: { system: 'withdrawals_clearing' },
        amount,
        kind: 'withdrawal',
        idempotencyKey: key(),
        pending: true,
      });
      await (Math.random() < 0.8 ? ledger.post(pending.transfer.id) : ledger.void(pending.transfer.id));
      return 2;
    });

  return {
    run,
    async violations() {
      const found = await checkLedgerInvariants(db);
      return found.reduce((n, v) => n + v.rows.length, 0);
    },
    close: () => pool.end(),
  };
}

function findPgbench(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v pgbench'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .map((v) => path.join(root, v, 'bin/pgbench'))
    .find((p) => existsSync(p));
}

/**
 * pgbench's TPC-B, initialised once: scale = clients, so the baseline is not throttled on a single
 * branch row. Asynchronous, so the ledger's pool is not blocked while it runs.
 */
function preparePgbench(pgbench: string, url: string) {
  const u = new URL(url);
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(u.password) };
  const conn = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username) || 'postgres'];
  const db = u.pathname.slice(1);
  execFileSync(pgbench, ['-i', '-q', '-s', String(CLIENTS), ...conn, db], { env, stdio: 'ignore' });
  return async (): Promise<number> => {
    const { stdout } = await execFileAsync(
      pgbench,
      ['-n', '-c', String(CLIENTS), '-j', String(Math.min(CLIENTS, 4)), '-T', String(SECONDS), ...conn, db],
      { env, encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+)/.exec(stdout);
    if (!tps) throw new Error(`no tps in pgbench output:\n${stdout}`);
    return Number(tps[1]);
  };
}

/** The TPC-B transaction by hand, for machines without pgbench; tables made once. */
async function preparePlainSql(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: CLIENTS });
  await pool.query(`create table branches (id int primary key, balance bigint not null default 0);
    create table tellers (id int primary key, branch int not null, balance bigint not null default 0);
    create table accounts (id int primary key, branch int not null, balance bigint not null default 0);
    create table history (teller int, branch int, account int, delta bigint, at timestamptz default now());
    insert into branches select g from generate_series(1, ${CLIENTS}) g;
    insert into tellers select g, 1 + g % ${CLIENTS} from generate_series(1, ${CLIENTS * 10}) g;
    insert into accounts select g, 1 + g % ${CLIENTS} from generate_series(1, ${CLIENTS * 100_000}) g;`);
  const rand = (n: number) => 1 + Math.floor(Math.random() * n);
  const run = () =>
    drive(async () => {
      const c = await pool.connect();
      try {
        const [a, t, b, d] = [
          rand(CLIENTS * 100_000),
          rand(CLIENTS * 10),
          rand(CLIENTS),
          rand(10_000) - 5_000,
        ];
        await c.query('begin');
        await c.query('update accounts set balance = balance + $1 where id = $2', [d, a]);
        await c.query('select balance from accounts where id = $1', [a]);
        await c.query('update tellers set balance = balance + $1 where id = $2', [d, t]);
        await c.query('update branches set balance = balance + $1 where id = $2', [d, b]);
        await c.query('insert into history (teller, branch, account, delta) values ($1, $2, $3, $4)', [
          t,
          b,
          a,
          d,
        ]);
        await c.query('commit');
        return 1;
      } finally {
        c.release();
      }
    });
  return { run: async () => (await run()).tps, close: () => pool.end() };
}

/** The baseline on its own database: pgbench when installed, else the same transaction by hand. */
async function prepareBaseline(url: string) {
  const pgbench = findPgbench();
  if (pgbench) return { label: 'pgbench TPC-B', run: preparePgbench(pgbench, url), close: async () => {} };
  return { label: 'plain SQL TPC-B', ...(await preparePlainSql(url)) };
}

async function main() {
  const pgCluster = await cluster();
  const closing: (() => Promise<void>)[] = [() => pgCluster.stop()];
  try {
    const ledgerUrl = await freshDatabase(pgCluster.adminUrl, 'bench_ledger');
    closing.unshift(() => dropDatabase(pgCluster.adminUrl, ledgerUrl));
    const baselineUrl = await freshDatabase(pgCluster.adminUrl, 'bench_baseline');
    closing.unshift(() => dropDatabase(pgCluster.adminUrl, baselineUrl));
    const ledger = await prepareLedger(ledgerUrl);
    closing.unshift(() => ledger.close());
    const baseline = await prepareBaseline(baselineUrl);
    closing.unshift(() => baseline.close());
    console.log(
      `ledger bench${SHORT ? ' (short)' : ''}: ${CLIENTS} clients, ${ROUNDS} rounds of ${SECONDS} s per run, ${MEMBERS} members`,
    );
    let refused = 0;
    const result = await alternateRounds({
      rounds: ROUNDS,
      baseline: () => baseline.run(),
      subject: async () => {
        const r = await ledger.run();
        refused += r.refused;
        return r.tps;
      },
      ratio: (base, tps) => tps / base,
      onRound: (i, r) =>
        console.log(
          `round ${i}: baseline ${r.baseline.toFixed(0)} transactions/s, ledger ${r.subject.toFixed(0)} transfers/s, ratio ${r.ratio.toFixed(2)}`,
        ),
    });
    const violations = await ledger.violations();
    const { median, spread, rounds } = result;
    console.log(
      `ledger service: ${median.subject.toFixed(0)} transfers/s, median round (${refused} refused for funds)`,
    );
    console.log(`baseline (${baseline.label}): ${median.baseline.toFixed(0)} transactions/s, median round`);
    console.log(
      `ratio: ${describeRatio(median.ratio, spread, rounds.length)}  invariant violations: ${violations}`,
    );
    printResult({
      name: 'ledger',
      ratio: median.ratio,
      spread,
      goal: GOAL,
      ...(violations > 0 ? { problem: `${violations} invariant violations` } : {}),
    });
  } finally {
    // Newest first: pools end before their databases are dropped, the cluster stops last.
    for (const close of closing) await close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
