/**
 * npm run bench:start — how soon `npm start` serves the member site: timed from the command's start
 * until GET / answers with the built site's HTML and an API call (site detail) answers too. One run,
 * one fresh data directory (embedded PostgreSQL), loopback:
 *   cold      the first start: the cluster is initialised, migrations and seed applied;
 *   restart   stop (SIGTERM, clean shutdown) and start again on the same data, BENCH_RESTARTS times,
 *             through npm as an operator types it and as `node scripts/start.mjs server` (npm's share);
 *   baseline  the start as it was before the build: the member site built at every start, then the
 *             server run from TypeScript through tsx (`npm run build -w apps/web && tsx src/main.ts`),
 *             and tsx alone, on the same data, BENCH_BASELINE_RESTARTS times each.
 * Last line: `restart: X s (median), baseline: Y s, ratio: X/Y`. Target: restart <= 3 s. The machine's load
 * average is printed first: on a shared machine the figures follow it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';

const repoRoot = path.resolve(import.meta.dirname, '..');
const RESTARTS = Math.max(1, Number(process.env.BENCH_RESTARTS ?? 3));
const BASELINE_RESTARTS = Math.max(0, Number(process.env.BENCH_BASELINE_RESTARTS ?? 1));
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

async function timeRestarts(
  label: string,
  command: string,
  env: NodeJS.ProcessEnv,
  port: number,
  times: number,
) {
  const seconds: number[] = [];
  for (let i = 0; i < times; i++) {
    const run = await startAndTime(command, env, port);
    await stop(run.child);
    seconds.push(run.seconds);
  }
  const median = [...seconds].sort((a, b) => a - b)[Math.floor(seconds.length / 2)]!;
  console.log(
    `${label}: ${median.toFixed(2)} s median of ${times} (${seconds.map((s) => s.toFixed(2)).join(', ')})`,
  );
  return median;
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
    const restart = await timeRestarts('restart', 'exec npm start', env, port, RESTARTS);
    await timeRestarts('restart without npm', 'exec node scripts/start.mjs server', env, port, RESTARTS);
    if (BASELINE_RESTARTS === 0) return;

    // The old start, its site built into a folder of its own so the real build stays current.
    const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
    const oldEnv = { ...env, WEB_DIST: webDist };
    const oldStart = `npm run build -w apps/web -- --outDir ${webDist} --emptyOutDir --logLevel warn && cd apps/server && exec ${tsx} src/main.ts`;
    const baseline = await timeRestarts(
      'baseline restart (web build + tsx)',
      oldStart,
      oldEnv,
      port,
      BASELINE_RESTARTS,
    );
    await timeRestarts(
      'tsx alone (no web build)',
      `cd apps/server && exec ${tsx} src/main.ts`,
      oldEnv,
      port,
      BASELINE_RESTARTS,
    );
    console.log(
      `restart: ${restart.toFixed(2)} s, baseline: ${baseline.toFixed(2)} s, ratio: ${(restart / baseline).toFixed(2)}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
