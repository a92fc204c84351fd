import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { startJobs, type Jobs } from './jobs';

let database: TestDatabase;
let jobs: Jobs;
let runs = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobs(database.pool, pino({ level: 'silent' }), [
    { name: 'count-runs', cron: '0 0 1 1 *', run: async () => (runs += 1) },
  ]);
});
afterAll(async () => {
  await jobs.stop();
  await database.drop();
});

describe('background jobs on pg-boss', () => {
  it('runs a queued job through its worker', async () => {
    await jobs.runNow('count-runs');
    const until = Date.now() + 20_000;
    while (runs === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    expect(runs).toBe(1);
  });
});
