/**
 * npm run bench:all — every benchmark, one after another, each in its own process (so one's database,
 * servers and heap never weigh on the next), then one table of their `BENCH` result lines: benchmark,
 * median ratio, spread over the rounds, goal and status. Each benchmark states its own goal; the floor
 * is half of it. A benchmark with a ratio past its floor runs once more. Exits 1 when a ratio is past
 * its floor again, a result is marked failed (e.g. ledger invariant violations) or a benchmark fails to
 * finish: a regression that large never lands unseen.
 *
 * `-- --short`: the short form of each benchmark that has one (a few seconds of measuring, as CI runs
 * it); the others are listed as skipped. `-- --only api,ledger`: those alone.
 * BENCH_TIMEOUT_S (default 300 short, none in full) stops a benchmark that hangs.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { SHORT } from './support/mode';
import { type BenchResult, describeGoal, parseResults, statusOf } from './support/result';

interface Benchmark {
  name: string;
  script: string;
  /** Why it has no short form, when it has none: CI leaves it out. */
  noShortForm?: string;
}

/** Every benchmark, in the order they run. A new one is one entry here. */
const BENCHMARKS: Benchmark[] = [
  { name: 'api', script: 'bench/api.ts' },
  { name: 'ledger', script: 'bench/ledger.ts' },
  { name: 'bets', script: 'bench/bets.ts' },
  { name: 'commission', script: 'bench/commission.ts' },
  { name: 'start', script: 'bench/start.ts', noShortForm: 'builds and restarts the product a dozen times' },
  {
    name: 'audit',
    script: 'bench/audit.ts',
    noShortForm: 'two durable server nodes and the old locked audit, a minute of load',
  },
  {
    name: 'realtime',
    script: 'bench/realtime.ts',
    noShortForm: 'needs PostgreSQL and Redis on 127.0.0.1 and thousands of sockets',
  },
  { name: 'web', script: 'bench/web.ts', noShortForm: 'builds the site and runs Lighthouse in Chromium' },
];

const repoRoot = path.resolve(import.meta.dirname, '..');
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? (SHORT ? 300 : 0));

interface Outcome {
  benchmark: Benchmark;
  seconds: number;
  results: BenchResult[];
  /** Why it gave no usable result: skipped, exit code, timeout. */
  missing?: { status: 'skipped' | 'FAILED'; why: string };
}

function onlyNames(): string[] | undefined {
  const at = process.argv.indexOf('--only');
  return at >= 0 ? process.argv[at + 1]?.split(',') : undefined;
}

/** Runs one benchmark, passing its output through, and collects its BENCH lines. */
function run(benchmark: Benchmark): Promise<Outcome> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  // Its own process group, so a benchmark that hangs is stopped with its database and servers.
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [benchmark.script, ...(SHORT ? ['--short'] : [])],
    {
      cwd: repoRoot,
      env: { ...process.env, ...(SHORT ? { BENCH_SHORT: '1' } : {}) },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    },
  );
  let output = '';
  createInterface({ input: child.stdout! }).on('line', (line) => {
    output += `${line}\n`;
    console.log(`  ${line}`);
  });
  let timedOut = false;
  const timer =
    TIMEOUT_S > 0
      ? setTimeout(() => {
          timedOut = true;
          signalGroup(child.pid!, 'SIGTERM');
          setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), 20_000).unref();
        }, TIMEOUT_S * 1000)
      : undefined;
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      const results = parseResults(output);
      const why = timedOut
        ? `stopped after ${TIMEOUT_S} s`
        : code !== 0
          ? `exit code ${code}`
          : results.length === 0
            ? 'no BENCH line'
            : undefined;
      resolve({
        benchmark,
        seconds: seconds(),
        results,
        missing: why ? { status: 'FAILED', why } : undefined,
      });
    });
  });
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

function table(outcomes: Outcome[]): string[] {
  const rows: string[][] = [['benchmark', 'ratio', 'spread', 'goal', 'status', 'time']];
  for (const o of outcomes) {
    const time = o.missing?.status === 'skipped' ? '' : `${o.seconds.toFixed(0)} s`;
    if (o.missing)
      rows.push([o.benchmark.name, '-', '-', '-', `${o.missing.status}: ${o.missing.why}`, time]);
    for (const r of o.results) {
      const status = statusOf(r);
      rows.push([
        r.name,
        r.ratio.toFixed(2),
        `${r.spread[0].toFixed(2)}..${r.spread[1].toFixed(2)}`,
        describeGoal(r.goal),
        r.problem ? `${status}: ${r.problem}` : status,
        o.missing ? '' : time,
      ]);
    }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
}

async function main() {
  const only = onlyNames();
  const chosen = BENCHMARKS.filter((b) => !only || only.includes(b.name));
  if (chosen.length === 0) throw new Error(`no benchmark named ${only?.join(', ')}`);
  const startLoad = load();
  const started = performance.now();
  const outcomes: Outcome[] = [];
  for (const benchmark of chosen) {
    if (SHORT && benchmark.noShortForm) {
      outcomes.push({
        benchmark,
        seconds: 0,
        results: [],
        missing: { status: 'skipped', why: `no short form (${benchmark.noShortForm})` },
      });
      continue;
    }
    console.log(`\n== ${benchmark.name} (${benchmark.script}${SHORT ? ', short' : ''}; ${load()})`);
    let outcome = await run(benchmark);
    // A machine's load can sink one short run past its floor; a regression that large sinks a second
    // run too, so only a ratio past its floor twice in a row fails.
    if (outcome.results.some((r) => statusOf(r) === 'BELOW FLOOR') && !outcome.missing) {
      console.log(`\n== ${benchmark.name} again: a ratio was past its floor (${load()})`);
      outcome = await run(benchmark);
    }
    outcomes.push(outcome);
  }
  const total = (performance.now() - started) / 1000;
  console.log(
    `\nbenchmarks${SHORT ? ' (short form)' : ''}: ${total.toFixed(0)} s; ${startLoad} at the start, ${load()} at the end`,
  );
  for (const line of table(outcomes)) console.log(line);
  console.log('floor = half the goal; a ratio past its floor, FAILED or BELOW FLOOR fails the run');
  const failed = outcomes.some(
    (o) =>
      o.missing?.status === 'FAILED' ||
      o.results.some((r) => ['FAILED', 'BELOW FLOOR'].includes(statusOf(r))),
  );
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
