/**
 * npm run bench:start — how soon `npm start` serves the member site: timed from the command's start
 * until GET / answers with the built site's HTML and an API call (site detail) answers too. One run,
 * one fresh data directory (embedded PostgreSQL), loopback:
 *   cold      the first start: the cluster is initialised, migrations and seed applied;
 *   restart   stop (SIGTERM, clean shutdown) and start again on the same data: as
 *             `node scripts/start.mjs server` BENCH_RESTARTS times (npm's share), and through npm as an
 *             operator types it in BENCH_ROUNDS rounds, each right after a baseline restart;
 *   baseline  the start as it was before the build: the member site built at every start, then the
 *             server run from TypeScript through tsx (`npm run build -w apps/web && tsx src/main.ts`),
 *             alternating with the restarts through npm; and tsx alone once.
 * Last line: `restart: X s (median), baseline: Y s, ratio: R (min..max over K rounds)`, R = restart over
 * baseline per round. Target: restart <= 3 s. The machine's load average is printed first: on a shared
 * machine the figures follow it. BENCH_BASELINE_RESTARTS=0 leaves the baseline out (restarts only).
 * No short form: it builds and starts the product a dozen times, minutes on two cores.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { printResult } from './support/result';
import { alternateRounds, describeRatio, median, spreadOf } from './support/rounds';

const repoRoot = path.resolve(import.meta.dirname, '..');
const RESTARTS = Math.max(1, Number(process.env.BENCH_RESTARTS ?? 3));
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const WITH_BASELINE = process.env.BENCH_BASELINE_RESTARTS !== '0';
const TARGET_RESTART_S = 3;
const READY_TIMEOUT_MS = 120_000;

interface Started {
  child: ChildProcess;
  seconds: number;
}

/** Spawns `command` and waits until the site and the API answer; the time is from the spawn. */
async function startAndTime(command: string, env: NodeJS.ProcessEnv, port: number): Promise<Started> {
  const started = performance.now();
  // Its own process group, so a start that hangs can be cleaned up whole.
  const child = spawn('sh', ['-c', command], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const until = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
    if ((await servesPage(port)) && (await answersApi(port))) {
      return { child, seconds: (performance.now() - started) / 1000 };
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  stopGroup(child);
  throw new Error(`${command}: not serving within ${READY_TIMEOUT_MS / 1000} s`);
}

async function servesPage(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } });
    return res.status === 200 && (await res.text()).includes('<div id="root">');
  } catch {
    return false;
  }
}

async function answersApi(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/arks/web/site/detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return res.status === 200 && ((await res.json()) as { code: number }).code === 1000;
  } catch {
    return false;
  }
}

/** SIGTERM as a service manager sends it, then waits for a clean exit (the database stops with it). */
async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => stopGroup(child), 30_000);
  const code = await exited;
  clearTimeout(timer);
  if (code !== 0) throw new Error(`stopped with exit code ${code}`);
}

function stopGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** One start on the existing data, stopped cleanly once it serves; answers its seconds. */
async function timeOnce(command: string, env: NodeJS.ProcessEnv, port: number): Promise<number> {
  const run = await startAndTime(command, env, port);
  await stop(run.child);
  return run.seconds;
}

async function timeRestarts(
  label: string,
  command: string,
  env: NodeJS.ProcessEnv,
  port: number,
  times: number,
) {
  const seconds: number[] = [];
  for (let i = 0; i < times; i++) seconds.push(await timeOnce(command, env, port));
  const middle = median(seconds);
  console.log(
    `${label}: ${middle.toFixed(2)} s median of ${times} (${seconds.map((s) => s.toFixed(2)).join(', ')})`,
  );
  return seconds;
}

/** The restart against the target, as a ratio of at most 1 within it (as bench:web states its budgets). */
function printTarget(restarts: number[]) {
  const ratios = restarts.map((s) => s / TARGET_RESTART_S);
  printResult({
    name: `start restart / ${TARGET_RESTART_S} s`,
    ratio: median(ratios),
    spread: spreadOf(ratios),
    goal: { atMost: 1 },
  });
}

async function main() {
  // What `npm run build` leaves; `npm start` would build the same on its first run.
  const built = spawnSync('node', ['scripts/build.mjs', '--if-stale'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('build failed');

  console.log(
    `load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${availableParallelism()} cores)`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
  const webDist = path.join(dataDir, 'web-dist');
  const port = await getPort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOUSE_GAMES_PORT: '0',
    LOG_LEVEL: 'warn',
  };
  try {
    const cold = await startAndTime('exec npm start', env, port);
    await stop(cold.child);
    console.log(`cold start (new database): ${cold.seconds.toFixed(2)} s`);
    await timeRestarts('restart without npm', 'exec node scripts/start.mjs server', env, port, RESTARTS);
    if (!WITH_BASELINE) {
      printTarget(await timeRestarts('restart', 'exec npm start', env, port, RESTARTS));
      return;
    }

    // The old start, its site built into a folder of its own so the real build stays current.
    const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
    const oldEnv = { ...env, WEB_DIST: webDist };
    const oldStart = `npm run build -w apps/web -- --outDir ${webDist} --emptyOutDir --logLevel warn && cd apps/server && exec ${tsx} src/main.ts`;
    const result = await alternateRounds({
      rounds: ROUNDS,
      baseline: () => timeOnce(oldStart, oldEnv, port),
      subject: () => timeOnce('exec npm start', env, port),
      ratio: (baseline, restart) => restart / baseline,
      onRound: (i, r) =>
        console.log(
          `round ${i}: baseline restart (web build + tsx) ${r.baseline.toFixed(2)} s, restart ${r.subject.toFixed(2)} s, ratio ${r.ratio.toFixed(2)}`,
        ),
    });
    // After the rounds, whose old start built the site that tsx alone then serves.
    await timeRestarts(
      'tsx alone (no web build)',
      `cd apps/server && exec ${tsx} src/main.ts`,
      oldEnv,
      port,
      1,
    );
    const { median: middle, spread, rounds } = result;
    console.log(
      `restart: ${middle.subject.toFixed(2)} s, baseline: ${middle.baseline.toFixed(2)} s, ratio: ${describeRatio(middle.ratio, spread, rounds.length)}`,
    );
    printTarget(rounds.map((r) => r.subject));
    // No goal is set for it (lower is better): the old start only shows how far the start has come.
    printResult({ name: 'start restart / baseline', ratio: middle.ratio, spread });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
