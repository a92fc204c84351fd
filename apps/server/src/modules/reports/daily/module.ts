/** How app.ts registers this module: the rollup jobs, the reconciliation job and the staff routes. */
import type { ModuleContext } from '../../../platform/module-context';
import { registerReportAdminRoutes } from './admin-routes';
import { createReconciliation } from './reconciliation';
import { createReportQueries } from './report-queries';
import { createRollupJobs } from './rollup-jobs';
import { createReconciliationTasks } from './tasks';

export function register(ctx: ModuleContext): void {
  const { db, clock } = ctx;
  const jobs = createRollupJobs({ db, clock });
  const reconciliation = createReconciliation({ db, clock });
  registerReportAdminRoutes(ctx.app, {
    db,
    clock,
    queries: createReportQueries({ db }),
    jobs,
    tasks: createReconciliationTasks({ db, clock }),
  });
  ctx.addJob({ name: 'report-bets-rollup', cron: '* * * * *', run: () => jobs.runBets(), runAtStart: true });
  ctx.addJob({
    name: 'report-ledger-rollup',
    cron: '* * * * *',
    run: () => jobs.runLedger(),
    runAtStart: true,
  });
  ctx.addJob({
    name: 'report-members-rollup',
    cron: '* * * * *',
    run: () => jobs.runMembers(),
    runAtStart: true,
  });
  // After the rollups have caught up with the closed days; each run checks the last three.
  ctx.addJob({ name: 'report-reconciliation', cron: '25 * * * *', run: () => reconciliation.run(3) });
}
