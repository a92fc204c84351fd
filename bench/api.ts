/**
 * npm run bench:api — hot read calls of the member API under autocannon (100 connections), against a
 * bare Fastify route in the same run on the same machine, in rounds that alternate the two. Per call
 * it prints the median round's requests/s and p99, then `<call> ratio: R (min..max over K rounds)`
 * (the call's requests/s over the bare route's in that round). Goal (issue 28): ratio >= 0.8 with p99
 * under 20 ms. Loopback only.
 *
 * Env: BENCH_SECONDS (default 4) per measurement, BENCH_ROUNDS (3), BENCH_CONNECTIONS (100),
 * DATABASE_URL for a real server. `--short` (BENCH_SHORT=1): 5 rounds of 2 s per measurement.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createPool } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { runMigrations, withStartupLock } from '../apps/server/src/db/migrate';
import * as schema from '../apps/server/src/db/schema';
import { runSeed } from '../apps/server/src/db/seed';
import { startInProcessHouse } from '../apps/server/src/house-games';
import { SHORT, setting } from './support/mode';
import { printResult } from './support/result';
import { alternateRounds, describeRatio } from './support/rounds';

const SECONDS = setting('BENCH_SECONDS', 4, 2);
const ROUNDS = setting('BENCH_ROUNDS', 3, 5);
const CONNECTIONS = setting('BENCH_CONNECTIONS', 100, 100);
const WARMUP_SECONDS = 2;
const GOAL = { atLeast: 0.8 };
const log = pino({ level: 'warn' });

interface Result {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string, body?: object, seconds = SECONDS): Promise<Result> {
  const r = await autocannon({
    url,
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir, database: 'bench', log });
  const pool = createPool(process.env.DATABASE_URL ?? embedded!.url, log, 20);
  await withStartupLock(pool, async (client) => {
    await runMigrations(client);
    await runSeed(drizzle(client, { schema }));
  });
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    WEB_DIST: dataDir,
    HOUSE_GAMES_PORT: '0',
  });
  const house = await startInProcessHouse(config, pool, log);
  // As `npm start` runs it: short read caches on, rate limiting on but never refusing here.
  const app = await buildApp({
    config,
    pool,
    logger: pino({ level: 'silent' }),
    houseGamesUrl: house.url,
    rateLimit: { max: 1e9 },
    readCacheMs: 5_000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const bare = Fastify();
  bare.post('/bare', async () => ({ code: 1000, message: '', data: [] }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

  try {
    console.log(
      `api bench${SHORT ? ' (short)' : ''}: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per call and baseline`,
    );
    // Each target is warmed up (JIT, caches) before it is measured, the baseline included.
    await load(bareUrl, {}, WARMUP_SECONDS);
    const calls: [string, string, object][] = [
      ['v3/game_list', '/api/v3/game_list', { site_id: 1, currency: 'RMB', support_device: 0 }],
      ['hot-games', '/api/arks/web/member-games/hot-games', { site_id: 1, currency: 'RMB' }],
      ['site/detail', '/api/arks/web/site/detail', { site_id: 1 }],
    ];
    for (const [name, url, body] of calls) {
      await load(`${base}${url}`, body, WARMUP_SECONDS);
      // The baseline is measured right before each round of the call, so both see the same machine
      // (background database work, other processes); the median round is reported.
      const { median, spread, rounds } = await alternateRounds({
        rounds: ROUNDS,
        baseline: () => load(bareUrl, {}),
        subject: () => load(`${base}${url}`, body),
        ratio: (bareRun, call) => call.rps / bareRun.rps,
      });
      const errors = rounds.reduce((n, r) => n + r.subject.errors, 0);
      console.log(`  bare route: ${median.baseline.rps.toFixed(0)} req/s, p99 ${median.baseline.p99} ms`);
      console.log(
        `${name}: ${median.subject.rps.toFixed(0)} req/s, p99 ${median.subject.p99} ms, errors ${errors}`,
      );
      console.log(`${name} ratio: ${describeRatio(median.ratio, spread, rounds.length)}`);
      printResult({
        name: `api ${name}`,
        ratio: median.ratio,
        spread,
        goal: GOAL,
        ...(errors > 0 ? { problem: `${errors} errors` } : {}),
      });
    }
  } finally {
    await bare.close();
    await app.close();
    await house.close();
    await pool.end();
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
