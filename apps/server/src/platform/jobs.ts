import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';

/** A recurring background job; pg-boss runs one at a time across every node of the cluster. */
export interface RecurringJob {
  name: string;
  /** Five-field cron (pg-boss schedules to the minute). */
  cron: string;
  run(): Promise<unknown>;
  /** Also queue one run when the jobs start (data that should not wait for the first tick). */
  runAtStart?: boolean;
}

/**
 * Background jobs on pg-boss (design.md §2), in the same PostgreSQL, through the app's own pool.
 * Each job's queue is `singleton`: a schedule tick on several nodes still runs the job once at a time.
 */
export async function startJobs(
  pool: pg.Pool,
  log: Logger,
  jobs: RecurringJob[],
  // How often an idle worker asks for queued work; tests ask more often than the schedule needs.
  { pollingIntervalSeconds = 5 }: { pollingIntervalSeconds?: number } = {},
) {
  const settling = settlingStatements();
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => {
        const query = pool.query(text, values);
        if (!settling.has(text)) return query;
        return query.catch((err: unknown) => {
          log.warn({ err }, 'job result not recorded (database unavailable); the job runs again');
          return { rows: [{ count: '0' }] } as unknown as pg.QueryResult;
        });
      },
    },
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, policy: 'singleton' });
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, { pollingIntervalSeconds }, async () => {
      const result = await job.run();
      log.info({ job: job.name, result }, 'job ran');
    });
    // Singleton queue: several nodes starting together still run it once.
    if (job.runAtStart) await boss.send(job.name, {});
  }
  return {
    /** Runs a job now (operators, tests); answers the job id. */
    runNow: (name: string) => boss.send(name, {}),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
export type Jobs = Awaited<ReturnType<typeof startJobs>>;

/**
 * pg-boss 10 records a finished job (complete, fail) without awaiting the statement (its worker loop,
 * timgit/pg-boss#577): if the database is away at that moment the rejection is unhandled and Node
 * exits. Those two statements answer "nothing changed" instead; the job stays active until it
 * expires and then runs again, which every job here tolerates (they are idempotent sweeps). Matched
 * by the exact text pg-boss sends, taken from its own plans (default schema).
 */
function settlingStatements(): Set<string> {
  const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
  };
  return new Set([plans.completeJobs('pgboss'), plans.failJobsById('pgboss')]);
}
