import {
  AdminRebateApprove,
  AdminRebateList,
  AdminRebateReject,
  AdminRebateRun,
  AdminRebateSettings,
  AdminRebateSettingsSave,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf, createStaffAuditWriter } from '../../accounts/staff';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { createRebateAdmin } from './admin-service';
import type { createRebateDecisions } from './decisions';
import type { RebateService } from './service';

export function registerRebateAdminRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    service: RebateService;
    admin: ReturnType<typeof createRebateAdmin>;
    decisions: ReturnType<typeof createRebateDecisions>;
  },
): void {
  const { service, admin, decisions } = deps;
  registerAdminCall(app, AdminRebateSettings, ({ input }) => admin.settings(input));
  registerAdminCall(app, AdminRebateSettingsSave, ({ input, staff, request }) =>
    admin.save(input, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminRebateList, ({ input }) => admin.list(input));
  registerAdminCall(app, AdminRebateRun, async ({ input, staff, request }) => {
    const actor = actorOf(staff, request);
    const result = await service.runDay(input.site_id, input.day, actor.staffId);
    await createStaffAuditWriter(
      deps.db,
      deps.clock,
    )({
      staffId: actor.staffId,
      action: 'rebate_day_run',
      target: `rebates:${input.site_id}:${input.day}`,
      detail: result,
      ip: actor.ip,
    });
    return result;
  });
  registerAdminCall(app, AdminRebateApprove, ({ input, staff, request }) =>
    decisions.approve(input.id, input.reason, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminRebateReject, ({ input, staff, request }) =>
    decisions.reject(input.id, input.reason, actorOf(staff, request)),
  );
}
