/**
 * npm run bench:web — how fast the member site's first page is on a phone: builds, starts the product
 * (embedded PostgreSQL in a temporary directory, demo sites seeded), then runs Lighthouse's mobile
 * preset (simulated slow 4G, 4x slower CPU) in Debian's Chromium BENCH_RUNS times (default 3) on the
 * home page and on a game hall, each run in a fresh browser profile. Per page it prints each run, then
 * the median performance score, LCP, TBT, CLS and the gzipped JavaScript the first load fetched, and
 * `<page> ratio:` lines against the budgets (JS <= 150 kB gzipped, score >= 90, TBT <= 300 ms,
 * CLS <= 0.05): a ratio of at most 1 for JS, TBT and CLS, at least 1 for the score, is within budget.
 * There is no baseline to alternate with: the budgets are absolute, and each ratio's spread is over the
 * runs. No short form: it builds the site and runs Lighthouse, minutes on two cores.
 *
 * Env: BENCH_RUNS, BENCH_PAGES (comma-separated paths, default `/,/gameHall/2`), BENCH_VERBOSE=1 (list
 * each script of the first run), BENCH_REPORT_DIR (keep each run's Lighthouse HTML report there),
 * BENCH_ROOT (measure another checkout of the platform, built and started from there).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { measurePage, warmUp, type PageFigures } from './web/lighthouse-run';
import { printResult, type Goal } from './support/result';
import { median, spreadOf } from './support/rounds';
import { startServer } from './web/server';

// Another checkout (BENCH_ROOT, with its own `npm ci`) is measured the same way: e.g. main, for figures
// from before a change.
const repoRoot = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '..'));
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const PAGES = (process.env.BENCH_PAGES ?? '/,/gameHall/2').split(',').filter(Boolean);
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const REPORT_DIR = process.env.BENCH_REPORT_DIR;

/** Issue 15's budget for a fast first page. */
const BUDGET = { jsGzipBytes: 150_000, score: 90, tbtMs: 300, cls: 0.05 };

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function describe(f: Omit<PageFigures, 'scripts' | 'benchmarkIndex'>): string {
  return (
    `score ${f.score}, LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(f.tbtMs)} ms, ` +
    `CLS ${f.cls.toFixed(3)}, JS ${kB(f.jsGzipBytes)} gzipped`
  );
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART, …): such a run is run again. */
async function measureWithRetry(url: string, attempts = 3): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measurePage(url, REPORT_DIR);
    } catch (err) {
      if (attempt >= attempts) throw err;
      console.log(`  (run failed, again: ${err instanceof Error ? err.message : String(err)})`);
    }
  }
}

async function benchPage(origin: string, page: string): Promise<void> {
  const runs: PageFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const figures = await measureWithRetry(origin + page);
    runs.push(figures);
    console.log(
      `${page} run ${i + 1}: ${describe(figures)} (${figures.scripts.length} scripts; machine benchmark index ${Math.round(figures.benchmarkIndex)})`,
    );
    if (VERBOSE && i === 0) {
      for (const s of [...figures.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes))
        console.log(`    ${kB(s.gzipBytes).padStart(9)}  ${new URL(s.url).pathname}`);
    }
  }
  const m = {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    jsGzipBytes: median(runs.map((r) => r.jsGzipBytes)),
  };
  console.log(`${page} median of ${RUNS}: ${describe(m)}`);
  console.log(
    `${page} ratio: JS ${(m.jsGzipBytes / BUDGET.jsGzipBytes).toFixed(2)} of the ${kB(BUDGET.jsGzipBytes)} budget, ` +
      `score ${(m.score / BUDGET.score).toFixed(2)} of the ${BUDGET.score} target, ` +
      `TBT ${(m.tbtMs / BUDGET.tbtMs).toFixed(2)} of ${BUDGET.tbtMs} ms, CLS ${(m.cls / BUDGET.cls).toFixed(2)} of ${BUDGET.cls}`,
  );
  printBudget(
    `web ${page} JS`,
    runs.map((r) => r.jsGzipBytes / BUDGET.jsGzipBytes),
    { atMost: 1 },
  );
  printBudget(
    `web ${page} score`,
    runs.map((r) => r.score / BUDGET.score),
    { atLeast: 1 },
  );
  printBudget(
    `web ${page} TBT`,
    runs.map((r) => r.tbtMs / BUDGET.tbtMs),
    { atMost: 1 },
  );
  printBudget(
    `web ${page} CLS`,
    runs.map((r) => r.cls / BUDGET.cls),
    { atMost: 1 },
  );
}

function printBudget(name: string, ratios: number[], goal: Goal) {
  printResult({ name, ratio: median(ratios), spread: spreadOf(ratios), goal });
}

async function main() {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('build failed');
  if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });

  const server = await startServer(repoRoot);
  try {
    // Lighthouse's CPU throttling multiplies what this machine does: the figures follow its load.
    console.log(
      `load average: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (${availableParallelism()} cores)`,
    );
    // A fresh server compiles and caches on its first requests; a visitor meets a server already warm.
    await warmUp(PAGES.map((page) => server.origin + page));
    for (const page of PAGES) await benchPage(server.origin, page);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
