/**
 * npm run bench:commission — settle one month of agent commission for N members (default 100,000)
 * under 1,000 agents in a five-level tree, through the real settlement path (the job's `runPeriod`:
 * tree and members from their owners' faces, per-member and per-hall inputs from the daily report
 * rollups, the calculator, one preview statement per agent with its trace, in one transaction). Against
 * it, in the same run and database: one SQL aggregate of the same per-member and per-hall inputs.
 * Prints members per second and `ratio: R (min..max over K rounds)` = aggregate time / settlement time
 * (target >= 0.3), the median of BENCH_ROUNDS rounds that alternate the aggregate and the settlement
 * (each settlement round recomputes the period from scratch).
 *
 * Env (or first argument for the member count): BENCH_MEMBERS (100,000), BENCH_AGENTS (1,000),
 * BENCH_ROUNDS (3), DATABASE_URL to use a real server instead of a fresh embedded one. `--short`
 * (BENCH_SHORT=1): 5 rounds, 20,000 members under 200 agents.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { createDb, createPool } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { runMigrations, withStartupLock } from '../apps/server/src/db/migrate';
import * as schema from '../apps/server/src/db/schema';
import { runSeed } from '../apps/server/src/db/seed';
import { createCommissionSettler } from '../apps/server/src/modules/agents/commission/settle';
import { SHORT, firstArgument, setting } from './support/mode';
import { printResult } from './support/result';
import { alternateRounds, describeRatio } from './support/rounds';

const MEMBERS = Number(firstArgument() ?? setting('BENCH_MEMBERS', 100_000, 20_000));
const AGENTS = setting('BENCH_AGENTS', 1_000, 200);
const ROUNDS = setting('BENCH_ROUNDS', 3, 5);
const GOAL = { atLeast: 0.3 };
/** Agents per level, top down: five levels. */
const LEVEL_SHARE = [0.01, 0.04, 0.15, 0.3, 0.5];
const MONTH = { start: '2026-10-01', end: '2026-10-31' };
const log = pino({ level: 'warn' });

async function cluster(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    return { adminUrl: url.toString(), stop: async () => {} };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-commission-'));
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

const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

/** The same per-member and per-hall inputs as the settlement reads, in one statement: the floor any settlement pays. */
const INPUTS_AGGREGATE = `
with team as (
  select m.id from members m where m.site_id = 1 and m.currency = 'RMB'
    and m.introducer_id = any(array(select member_id from agents where site_id = 1 and currency = 'RMB'))
),
money as (
  select member_id, sum(deposits) deposits, sum(withdrawals) withdrawals, sum(promotions) promotions,
         sum(rebates) rebates
  from report_money_daily where site_id = 1 and currency = 'RMB'
    and day between '${MONTH.start}' and '${MONTH.end}' and member_id in (select id from team)
  group by 1
),
play as (
  select member_id, hall, sum(stake) stake, sum(payout) payout, sum(valid_bet) valid_bet
  from report_bet_daily where site_id = 1 and currency = 'RMB'
    and day between '${MONTH.start}' and '${MONTH.end}' and member_id in (select id from team)
  group by 1, 2
)
select coalesce(money.member_id, play.member_id) member_id, play.hall, money.deposits, money.promotions,
       money.rebates, play.stake, play.payout, play.valid_bet
from money full join play on play.member_id = money.member_id`;

/** The tree: agent i's parent is an agent of the level above (none for the top level). */
function treeOf(agentIds: number[]) {
  const levels: number[][] = [];
  let at = 0;
  LEVEL_SHARE.forEach((share, i) => {
    const n =
      i === LEVEL_SHARE.length - 1 ? agentIds.length - at : Math.max(1, Math.round(share * agentIds.length));
    levels.push(agentIds.slice(at, at + n));
    at += n;
  });
  const parent = new Map<number, number | null>();
  const pathOf = new Map<number, number[]>();
  levels.forEach((ids, depth) =>
    ids.forEach((id, j) => {
      const p = depth === 0 ? null : levels[depth - 1]![j % levels[depth - 1]!.length]!;
      parent.set(id, p);
      pathOf.set(id, p === null ? [id] : [...pathOf.get(p)!, id]);
    }),
  );
  return { parent, pathOf };
}

async function main() {
  const pgCluster = await cluster();
  const name = `bench_commission_${randomBytes(4).toString('hex')}`;
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
    console.log(
      `commission bench${SHORT ? ' (short)' : ''}: ${MEMBERS.toLocaleString('en')} members, ${AGENTS} agents, five levels`,
    );
    const started = process.hrtime.bigint();
    const agentRows = await pool.query<{ id: string }>(
      `insert into members (site_id, account, password_hash, currency, member_type)
       select 1, 'benchagent' || g, 'x', 'RMB', 2 from generate_series(1, $1) g returning id`,
      [AGENTS],
    );
    const agentIds = agentRows.rows.map((r) => Number(r.id));
    const { parent, pathOf } = treeOf(agentIds);
    await pool.query(
      `insert into agents (member_id, site_id, currency, parent_id, path)
       select a.id, 1, 'RMB', a.parent, a.path::bigint[]
       from jsonb_to_recordset($1::jsonb) as a(id bigint, parent bigint, path text)`,
      [
        JSON.stringify(
          agentIds.map((id) => ({ id, parent: parent.get(id), path: `{${pathOf.get(id)!.join(',')}}` })),
        ),
      ],
    );
    await pool.query(
      `update members m set introducer_id = a.parent_id from agents a where a.member_id = m.id and a.parent_id is not null`,
    );
    // Members spread over the agents; each plays on three days of the month in one or two halls.
    await pool.query(
      `insert into members (site_id, account, password_hash, currency, introducer_id)
       select 1, 'benchmember' || g, 'x', 'RMB', ($2::bigint[])[1 + (g % cardinality($2::bigint[]))]
       from generate_series(1, $1) g`,
      [MEMBERS, agentIds],
    );
    await pool.query(`
      insert into report_money_daily (site_id, currency, day, member_id, deposit_count, deposits, promotions, rebates)
      select 1, 'RMB', date '${MONTH.start}' + (m.id % 28)::int, m.id, 1, 10000 + (m.id % 7) * 5000,
             (m.id % 5) * 100, (m.id % 3) * 50
      from members m where m.account like 'benchmember%'`);
    await pool.query(`
      insert into report_bet_daily (site_id, currency, day, hall, provider, member_id, rounds, stake, payout, valid_bet)
      select 1, 'RMB', date '${MONTH.start}' + ((m.id + d) % 30)::int, 1 + ((m.id + d) % 4), 'house', m.id, 10,
             20000 + (m.id % 11) * 1000, 15000 + ((m.id * 7 + d) % 13) * 1500, 20000 + (m.id % 11) * 1000
      from members m cross join generate_series(0, 2) d where m.account like 'benchmember%'
      on conflict do nothing`);
    await pool.query(`insert into staff (account, password_hash, role) values ('bench', 'x', 'admin')`);
    await pool.query(
      `
      insert into commission_plans (site_id, currency, version, period, rules, approval_line, reason, created_by, created_at)
      values (1, 'RMB', 1, 'month', $1::jsonb, 10000000, 'bench', (select id from staff where account = 'bench'),
              timestamptz '2026-09-01 00:00:00+00')`,
      [
        JSON.stringify({
          tiers: [
            { min_net_revenue: '0', min_active_members: 0, rate_bp: 1000 },
            { min_net_revenue: '500000', min_active_members: 20, rate_bp: 2000 },
            { min_net_revenue: '5000000', min_active_members: 200, rate_bp: 3000 },
            { min_net_revenue: '50000000', min_active_members: 2000, rate_bp: 4000 },
          ],
          hall_fees: [
            { hall: 1, fee_bp: 800 },
            { hall: 2, fee_bp: 1200 },
          ],
          default_hall_fee_bp: 1000,
          deposit_fee_bp: 50,
          withdrawal_fee_bp: 50,
          active_min_deposits: '10000',
          active_min_valid_bet: '50000',
          carry_negative: true,
          cpa_amount: '5000',
          cpa_min_deposits: '30000',
        }),
      ],
    );
    await pool.query('analyze');
    console.log(`data ready in ${seconds(started).toFixed(1)} s`);

    const clock = { now: () => new Date('2026-11-05T00:00:00Z') };
    const settler = createCommissionSettler({ db, clock });
    const aggregate = async () => {
      const t0 = process.hrtime.bigint();
      const agg = await pool.query(INPUTS_AGGREGATE);
      return { seconds: seconds(t0), rows: agg.rowCount };
    };
    const settle = async () => {
      // From scratch each round: no statement to compare against.
      await pool.query('delete from commission_statements');
      const t0 = process.hrtime.bigint();
      const result = await settler.runPeriod(1, 'RMB', MONTH.start);
      return { seconds: seconds(t0), written: result.written };
    };
    const { median, spread, rounds } = await alternateRounds({
      rounds: ROUNDS,
      baseline: aggregate,
      subject: settle,
      ratio: (agg, settled) => agg.seconds / settled.seconds,
      onRound: (round, r) =>
        console.log(
          `round ${round}: settle ${r.subject.seconds.toFixed(2)} s (${Math.round(MEMBERS / r.subject.seconds).toLocaleString('en')} members/s, ` +
            `${r.subject.written} statements), aggregate ${r.baseline.seconds.toFixed(2)} s (${r.baseline.rows} rows), ratio ${r.ratio.toFixed(2)}`,
        ),
    });
    const { rows } = await pool.query<{ n: string; total: string }>(
      `select count(*) n, sum(amount)::text total from commission_statements`,
    );
    console.log(`statements: ${rows[0]!.n}, commission total ${rows[0]!.total} (minor units)`);
    console.log(
      `members/s: ${Math.round(MEMBERS / median.subject.seconds).toLocaleString('en')} (median round)`,
    );
    console.log(`ratio: ${describeRatio(median.ratio, spread, rounds.length)}`);
    printResult({ name: 'commission', ratio: median.ratio, spread, goal: GOAL });
  } finally {
    await pool.end();
    await pgCluster.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
