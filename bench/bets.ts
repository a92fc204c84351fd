/**
 * npm run bench:bets — bet records per second through the real pull path (the bet feed puller fed by
 * a provider generating pages of 1000), against a bare COPY of the same rows into the same `bets`
 * table (same indexes) through the same driver, alternated in the same run on emptied tables. Then,
 * over the rows the last round stored: the bets rollup job run until it has passed them all (versions/s),
 * and p50/p95 of the 30-day operations report and of a member's bets page (latest 20 of a 30-day
 * range, with totals); target p95 under 100 ms. Ends with `ratio: R (min..max over K rounds)`, R the
 * median round's pull path over COPY (target >= 0.5).
 *
 * Env (or first argument for the record count): BENCH_BETS (default 1,000,000), BENCH_MEMBERS
 * (10,000), BENCH_ROUNDS (3), BENCH_QUERIES (300), BENCH_BUDGET_S (600: no round starts after that many
 * seconds of rounds, so the run stays bounded; it says so when it stops early), DATABASE_URL to use a
 * real server instead of a fresh embedded one. `--short` (BENCH_SHORT=1): 5 rounds of 20,000 records,
 * 1,000 members, the ratio alone (no rollup or report timings).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { createDb, createPool, type Db } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { runMigrations, withStartupLock } from '../apps/server/src/db/migrate';
import * as schema from '../apps/server/src/db/schema';
import { runSeed } from '../apps/server/src/db/seed';
import { findMembers } from '../apps/server/src/modules/accounts/member';
import type { FeedBet, ProviderAdapter } from '../apps/server/src/modules/games/providers';
import { createBetFeedPuller } from '../apps/server/src/modules/wagering/bets/feed-pull';
import { cachedMemberLookup } from '../apps/server/src/modules/wagering/bets/ingest';
import { memberBets } from '../apps/server/src/modules/wagering/bets/member-bets';
import { createReportQueries } from '../apps/server/src/modules/reports/daily/report-queries';
import { createRollupJobs } from '../apps/server/src/modules/reports/daily/rollup-jobs';
import { findSite } from '../apps/server/src/modules/sites/site';
import { SHORT, firstArgument, setting } from './support/mode';
import { printResult } from './support/result';
import { alternateRounds, describeRatio, median } from './support/rounds';

const RECORDS = Number(firstArgument() ?? setting('BENCH_BETS', 1_000_000, 20_000));
const MEMBERS = setting('BENCH_MEMBERS', 10_000, 1_000);
const ROUNDS = setting('BENCH_ROUNDS', 3, 5);
const QUERIES = setting('BENCH_QUERIES', 300, 300);
/** Rounds after the first stop being started once this much of the run has gone by (the run stays bounded). */
const BUDGET_S = setting('BENCH_BUDGET_S', 600, 60);
const GOAL = { atLeast: 0.5 };
const PAGE = 1000;
const GP = 'GPBENCH';
const DAY = 86_400_000;
const log = pino({ level: 'warn' });

async function cluster(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    return { adminUrl: url.toString(), stop: async () => {} };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-bets-'));
  const db = await startEmbeddedPostgres({ dataDir, database: 'bench', log });
  return {
    adminUrl: db.adminUrl,
    async stop() {
      await db.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}

/** The same record for both paths: rounds spread evenly over the 30 days before `end`. */
function recordAt(i: number, members: number[], end: number): FeedBet {
  const updatedAt = new Date(end - 30 * DAY + Math.floor((i * 30 * DAY) / RECORDS));
  const stake = BigInt(100 + ((i * 7919) % 50_000));
  const member = members[(i * 2_654_435_761) % members.length]!;
  return {
    roundId: `r${i}`,
    version: 1,
    playerId: `1:${member}`,
    currency: 'RMB',
    gameCode: i % 3 === 0 ? 'punto-banco' : 'koi-reels',
    hall: 2 + (i % 3),
    stake,
    payout: i % 2 === 0 ? stake * 2n : 0n,
    validBet: stake,
    status: 'settled',
    placedAt: new Date(updatedAt.getTime() - 30_000),
    settledAt: updatedAt,
    updatedAt,
  };
}

/** A provider whose feed is the generated records in update-time order, paged by offset. */
function generatingProvider(members: number[], end: number): ProviderAdapter {
  const unused = async () => ({ kind: 'failed' as const, reason: 'bench' });
  return {
    gpId: GP,
    lateArrivalMs: 0,
    createPlayer: unused,
    balance: unused,
    transfer: unused,
    launch: unused,
    endSession: unused,
    queryTransfer: unused,
    async betFeed({ cursor, limit }) {
      const from = cursor === null ? 0 : Number(cursor);
      const to = Math.min(RECORDS, from + limit);
      const bets: FeedBet[] = [];
      for (let i = from; i < to; i++) bets.push(recordAt(i, members, end));
      return { kind: 'ok', value: { bets, nextCursor: to < RECORDS ? String(to) : null } };
    },
  };
}

/**
 * COPY ... FROM STDIN through node-postgres's own connection: a submittable that answers the
 * server's CopyInResponse with the chunks (what pg-copy-streams does, without the dependency).
 */
function copyIn(client: pg.PoolClient, text: string, chunks: () => Iterable<string>): Promise<void> {
  return new Promise((resolve, reject) => {
    let failure: Error | null = null;
    const submittable = {
      submit(connection: { query(text: string): void }) {
        connection.query(text);
      },
      handleCopyInResponse(connection: { sendCopyFromChunk(b: Buffer): void; endCopyFrom(): void }) {
        for (const chunk of chunks()) connection.sendCopyFromChunk(Buffer.from(chunk));
        connection.endCopyFrom();
      },
      handleCommandComplete() {},
      handleError(err: Error) {
        failure = err;
      },
      handleReadyForQuery() {
        if (failure) reject(failure);
        else resolve();
      },
    };
    void client.query(submittable as unknown as pg.QueryConfig);
  });
}

const COLUMNS =
  'provider, round_id, version, site_id, member_id, currency, game_code, hall, stake, payout, valid_bet, status, placed_at, settled_at, provider_updated_at';

function* csvChunks(members: number[], end: number): Iterable<string> {
  for (let from = 0; from < RECORDS; from += PAGE) {
    let chunk = '';
    for (let i = from; i < Math.min(RECORDS, from + PAGE); i++) {
      const b = recordAt(i, members, end);
      chunk += `${GP},${b.roundId},${b.version},1,${b.playerId.slice(2)},${b.currency},${b.gameCode},${b.hall},${b.stake},${b.payout},${b.validBet},${b.status},${b.placedAt.toISOString()},${b.settledAt!.toISOString()},${b.updatedAt.toISOString()}\n`;
    }
    yield chunk;
  }
}

async function empty(pool: pg.Pool) {
  await pool.query('truncate bets, bet_versions, bet_feed_cursors, bet_feed_gaps restart identity');
  await pool.query('checkpoint');
}

async function ingestRun(db: Db, members: number[], end: number): Promise<number> {
  const puller = createBetFeedPuller({
    db,
    clock: { now: () => new Date(end) },
    providers: new Map([[GP, generatingProvider(members, end)]]),
    activeProviders: async () => [GP],
    members: cachedMemberLookup((ids) => findMembers(db, ids)),
    options: {
      pageSize: PAGE,
      maxPagesPerRun: Math.ceil(RECORDS / PAGE) + 1,
      settleDelayMs: 0,
      firstFrom: new Date(end - 31 * DAY),
    },
  });
  const started = process.hrtime.bigint();
  const result = await puller.pullProvider(GP);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.versions !== RECORDS || result.stopped)
    throw new Error(`ingest stored ${JSON.stringify(result)}`);
  return RECORDS / seconds;
}

async function copyRun(pool: pg.Pool, members: number[], end: number): Promise<number> {
  const client = await pool.connect();
  try {
    const started = process.hrtime.bigint();
    await copyIn(client, `copy bets (${COLUMNS}) from stdin (format csv)`, () => csvChunks(members, end));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const { rows } = await client.query<{ n: string }>('select count(*) as n from bets');
    if (Number(rows[0]!.n) !== RECORDS) throw new Error(`copy stored ${rows[0]!.n}`);
    return RECORDS / seconds;
  } finally {
    client.release();
  }
}

/** p50/p95 in ms of QUERIES calls of `ask` (given the call's number). */
async function latency(ask: (q: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let q = 0; q < QUERIES; q++) {
    const started = process.hrtime.bigint();
    await ask(q);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

/** The member's Bets tab: latest 20 of the last 30 days with the totals, for random members. */
async function memberPage(db: Db, members: number[], end: number) {
  return latency(async () => {
    const memberId = members[Math.floor(Math.random() * members.length)]!;
    // The member call's own query: 30 site days (UTC here) ending on the feed's last day.
    await memberBets(db, { memberId, siteId: 1, currency: 'RMB' }, 'UTC', 'en-us', {
      start_date: new Date(end - 29 * DAY).toISOString().slice(0, 10),
      end_date: new Date(end).toISOString().slice(0, 10),
      page: 1,
      page_size: 20,
    });
  });
}

/**
 * The report rollups fed the way the server feeds them: the bets rollup job's run (`report-bets-rollup`)
 * called until it has passed every stored version. Answers versions per second.
 */
async function rollUp(db: Db) {
  // Versions are only passed once older than the job's lag: the clock stands a minute ahead.
  const jobs = createRollupJobs({ db, clock: { now: () => new Date(Date.now() + 60_000) } });
  const started = process.hrtime.bigint();
  let passed = 0;
  for (let n = await jobs.runBets(); n > 0; n = await jobs.runBets()) passed += n;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (passed !== RECORDS) throw new Error(`rollup passed ${passed} versions`);
  return { seconds, perSecond: passed / seconds };
}

/** The operations report (`/api/admin/reports/operations`) over the 30 site days ending on the feed's last. */
async function operationsReport(db: Db, end: number) {
  const queries = createReportQueries({ db });
  const timeZone = (await findSite(db, 1))!.timeZone;
  const dayOf = (t: number) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(t);
  const filter = { site_id: 1, currency: 'RMB', from: dayOf(end - 29 * DAY), to: dayOf(end) };
  const first = await queries.operations(filter);
  const counted = first.totals.bet_amount;
  if (first.rows.length !== 30 || counted === '0' || counted === '0.00')
    throw new Error(`operations report: ${first.rows.length} days, bets ${counted}`);
  return latency(() => queries.operations(filter));
}

/** The rollup job over the last round's rows, then the two reports read from what it rolled up. */
async function reportsOver(pool: pg.Pool, db: Db, members: number[], end: number) {
  await pool.query('vacuum analyze bets, bet_versions');
  const rollup = await rollUp(db);
  await pool.query(
    'vacuum analyze report_bet_daily, report_bet_day_sums, report_active_members, report_active_days, report_active_months',
  );
  const ops = await operationsReport(db, end);
  const page = await memberPage(db, members, end);
  console.log(
    `bets rollup job over the last round's ${RECORDS.toLocaleString('en')} versions: ${rollup.seconds.toFixed(1)} s, ${rollup.perSecond.toFixed(0)} versions/s`,
  );
  console.log(
    `operations report (30 days): p50 ${ops.p50.toFixed(1)} ms, p95 ${ops.p95.toFixed(1)} ms over ${QUERIES} queries`,
  );
  console.log(
    `member bets page (latest 20 of 30 days, with totals): p50 ${page.p50.toFixed(1)} ms, p95 ${page.p95.toFixed(1)} ms over ${QUERIES} queries`,
  );
}

const benchStarted = Date.now();

async function main() {
  const pgCluster = await cluster();
  const name = `bench_bets_${randomBytes(4).toString('hex')}`;
  await adminQuery(pgCluster.adminUrl, `create database ${name}`);
  const url = new URL(pgCluster.adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), log, 8);
  try {
    await withStartupLock(pool, async (client) => {
      await runMigrations(client);
      await runSeed(drizzle(client, { schema }));
    });
    const db = createDb(pool);
    const { rows } = await pool.query<{ id: string }>(
      `insert into members (site_id, account, password_hash, currency)
       select 1, 'bench' || g, 'x', 'RMB' from generate_series(1, $1) g returning id`,
      [MEMBERS],
    );
    const members = rows.map((r) => Number(r.id));
    const end = Date.now();
    console.log(
      `bets bench${SHORT ? ' (short)' : ''}: ${RECORDS.toLocaleString('en')} records, ${MEMBERS} members, ${ROUNDS} rounds`,
    );

    // COPY first in each round, so the rows the member page is asked over are the pull path's.
    const result = await alternateRounds({
      rounds: ROUNDS,
      budgetSeconds: BUDGET_S,
      baseline: async () => {
        await empty(pool);
        return copyRun(pool, members, end);
      },
      subject: async () => {
        await empty(pool);
        return ingestRun(db, members, end);
      },
      ratio: (copy, ingest) => ingest / copy,
      onRound: (round, r) =>
        console.log(
          `round ${round}: pull path ${r.subject.toFixed(0)} records/s, COPY ${r.baseline.toFixed(0)} records/s, ratio ${r.ratio.toFixed(2)}`,
        ),
    });
    if (result.stoppedEarly) console.log(result.stoppedEarly);
    console.log(`pull path: ${median(result.rounds.map((r) => r.subject)).toFixed(0)} records/s (median)`);
    console.log(
      `baseline (COPY into bets): ${median(result.rounds.map((r) => r.baseline)).toFixed(0)} records/s (median)`,
    );
    // The rollup's fixed cost per run dwarfs a short run's few records: the short form keeps to the ratio.
    if (!SHORT) await reportsOver(pool, db, members, end);
    console.log(
      `total ${((Date.now() - benchStarted) / 1000).toFixed(0)} s (rounds bounded by ${BUDGET_S} s)`,
    );
    console.log(`ratio: ${describeRatio(result.median.ratio, result.spread, result.rounds.length)}`);
    printResult({ name: 'bets', ratio: result.median.ratio, spread: result.spread, goal: GOAL });
  } finally {
    await pool.end();
    await adminQuery(pgCluster.adminUrl, `drop database if exists ${name} with (force)`);
    await pgCluster.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
