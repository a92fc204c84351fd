import {
  AdminRecommendFriends,
  AdminRecommendRewardApprove,
  AdminRecommendRewardList,
  AdminRecommendRewardReject,
  AdminRecommendRun,
  AdminRecommendSettings,
  AdminRecommendSettingsSave,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf, createStaffAuditWriter } from '../../accounts/staff';
import type { createRecommendAdmin } from './admin-service';
import type { createRecommendDecisions } from './decisions';
import type { RecommendService } from './service';

export function registerRecommendAdminRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    service: RecommendService;
    admin: ReturnType<typeof createRecommendAdmin>;
    decisions: ReturnType<typeof createRecommendDecisions>;
  },
): void {
  const { service, admin, decisions } = deps;
  registerAdminCall(app, AdminRecommendSettings, ({ input }) => admin.settings(input));
  registerAdminCall(app, AdminRecommendSettingsSave, ({ input, staff, request }) =>
    admin.save(input, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminRecommendRewardList, ({ input }) => admin.list(input));
  registerAdminCall(app, AdminRecommendFriends, ({ input }) => admin.friends(input));
  registerAdminCall(app, AdminRecommendRun, async ({ input, staff, request }) => {
    const actor = actorOf(staff, request);
    const result = await service.runSite(input.site_id);
    await createStaffAuditWriter(
      deps.db,
      deps.clock,
    )({
      staffId: actor.staffId,
      action: 'recommend_run',
      target: `recommend:${input.site_id}`,
      detail: result,
      ip: actor.ip,
    });
    return result;
  });
  registerAdminCall(app, AdminRecommendRewardApprove, ({ input, staff, request }) =>
    decisions.approve(input.id, input.reason, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminRecommendRewardReject, ({ input, staff, request }) =>
    decisions.reject(input.id, input.reason, actorOf(staff, request)),
  );
}
