import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { terminateBackends } from '../test/terminate-backends';
import { startJobs, type Jobs } from './jobs';

let database: TestDatabase;
let jobs: Jobs;
let runs = 0;
let blackouts = 0;
const warnings: string[] = [];

/** Lets this test's database refuse (or take again) every new connection, and ends the ones it has. */
async function databaseAway(away: boolean): Promise<void> {
  const name = new URL(database.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  try {
    await admin.query(
      `alter database ${admin.escapeIdentifier(name)} with allow_connections ${away ? 'false' : 'true'}`,
    );
  } finally {
    await admin.end();
  }
  if (away) await terminateBackends(inject('adminDatabaseUrl'), name);
}

beforeAll(async () => {
  database = await createTestDatabase();
  const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
  jobs = await startJobs(
    database.pool,
    log,
    [
      { name: 'count-runs', cron: '0 0 1 1 *', run: async () => (runs += 1) },
      // The database goes away while the job runs, so pg-boss cannot record that it finished.
      {
        name: 'blackout',
        cron: '0 0 1 1 *',
        run: async () => databaseAway(true).then(() => (blackouts += 1)),
      },
    ],
    // pg-boss's shortest poll: a queued job is picked up in half a second instead of up to five.
    { pollingIntervalSeconds: 0.5 },
  );
});
afterAll(async () => {
  await jobs.stop();
  await database.drop();
});

const waitFor = async (done: () => boolean) => {
  const until = Date.now() + 20_000;
  while (!done() && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
};

describe('background jobs on pg-boss', () => {
  it('runs a queued job through its worker', async () => {
    await jobs.runNow('count-runs');
    await waitFor(() => runs > 0);
    expect(runs).toBe(1);
  });

  it('survives the database going away just as a job finishes, and runs jobs again once it is back', async () => {
    await jobs.runNow('blackout');
    await waitFor(() => warnings.some((w) => w.includes('job result not recorded')));
    expect(blackouts).toBe(1);
    expect(warnings.join('\n')).toContain('job result not recorded');
    await databaseAway(false);
    await jobs.runNow('count-runs');
    await waitFor(() => runs > 1);
    expect(runs).toBe(2);
  });
});
