import {
  AdminReconciliationTaskResolve,
  AdminReconciliationTasks,
  AdminReportMembers,
  AdminReportOperations,
  AdminReportProviders,
  AdminReportRebuildDay,
  REPORT_EXPORTS,
  ZReportExportQuery,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../../platform/clock';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf, createStaffAuditWriter } from '../../accounts/staff';
import type { Db } from '../../../db/client';
import { toCsv, toXlsx } from './export';
import { reportTable } from './export-tables';
import type { ReportQueries } from './report-queries';
import type { RollupJobs } from './rollup-jobs';
import type { ReconciliationTasks } from './tasks';

export function registerReportAdminRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; queries: ReportQueries; jobs: RollupJobs; tasks: ReconciliationTasks },
): void {
  const { queries, jobs, tasks } = deps;
  registerAdminCall(app, AdminReportOperations, ({ input }) => queries.operations(input));
  registerAdminCall(app, AdminReportProviders, ({ input }) => queries.providers(input));
  registerAdminCall(app, AdminReportMembers, ({ input }) => queries.members(input));
  registerAdminCall(app, AdminReportRebuildDay, async ({ input, staff, request }) => {
    const who = actorOf(staff, request);
    const result = await jobs.rebuildDay(input.site_id, input.day, (tx, done) =>
      createStaffAuditWriter(
        tx,
        deps.clock,
      )({
        staffId: who.staffId,
        action: 'report_day_rebuilt',
        target: `site:${input.site_id}:${input.day}`,
        detail: { reason: input.reason, ...done },
        ip: who.ip,
      }),
    );
    return result;
  });
  registerAdminCall(app, AdminReconciliationTasks, ({ input }) => tasks.list(input));
  registerAdminCall(app, AdminReconciliationTaskResolve, ({ input, staff, request }) =>
    tasks.resolve(input.id, input.note, actorOf(staff, request)),
  );

  // The file of each report: not an envelope, so not a contract call; the same roles as the reports.
  for (const { report, ...route } of REPORT_EXPORTS) {
    app.route({
      method: route.method,
      url: `/api/admin${route.path}`,
      config: { adminRoles: route.roles },
      schema: {
        querystring: route.request,
        tags: ['admin'],
        summary: route.name,
        operationId: route.name,
        security: [{ staffToken: [] }],
      },
      handler: async (req, reply) => {
        const q = req.query as z.output<typeof ZReportExportQuery>;
        const table = await reportTable(queries, report, q);
        const file = q.format === 'csv' ? toCsv(table) : await toXlsx(table);
        const name = `${report}-${q.site_id}-${q.currency}-${q.from}-${q.to}.${q.format}`;
        return reply
          .header(
            'content-type',
            q.format === 'csv'
              ? 'text/csv; charset=utf-8'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(file);
      },
    });
  }
}
