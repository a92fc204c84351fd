import {
  AdminCommissionApprove,
  AdminCommissionPlans,
  AdminCommissionPlanSave,
  AdminCommissionReject,
  AdminCommissionRun,
  AdminCommissionStatement,
  AdminCommissionStatements,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf, createStaffAuditWriter } from '../../accounts/staff';
import type { createCommissionAdmin } from './admin-service';
import type { createCommissionDecisions } from './decisions';
import type { CommissionSettler } from './settle';

export function registerCommissionAdminRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    admin: ReturnType<typeof createCommissionAdmin>;
    settler: CommissionSettler;
    decisions: ReturnType<typeof createCommissionDecisions>;
  },
): void {
  const { admin, settler, decisions } = deps;
  registerAdminCall(app, AdminCommissionPlans, ({ input }) => admin.plans(input));
  registerAdminCall(app, AdminCommissionPlanSave, ({ input, staff, request }) =>
    admin.savePlan(input, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminCommissionStatements, ({ input }) => admin.statements(input));
  registerAdminCall(app, AdminCommissionStatement, ({ input }) => admin.statement(input.id));
  registerAdminCall(app, AdminCommissionRun, async ({ input, staff, request }) => {
    const actor = actorOf(staff, request);
    const result = await settler.runPeriod(input.site_id, input.currency, input.period_start);
    await createStaffAuditWriter(
      deps.db,
      deps.clock,
    )({
      staffId: actor.staffId,
      action: 'commission_period_run',
      target: `commission:${input.site_id}:${input.currency}:${input.period_start}`,
      detail: result,
      ip: actor.ip,
    });
    return result;
  });
  registerAdminCall(app, AdminCommissionApprove, ({ input, staff, request }) =>
    decisions.approve(input.id, input.reason, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminCommissionReject, ({ input, staff, request }) =>
    decisions.reject(input.id, input.reason, actorOf(staff, request)),
  );
}
