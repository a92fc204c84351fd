import {
  AdminAgentAgreement,
  AdminAgentAgreementSave,
  AdminAgentApplicationApprove,
  AdminAgentApplicationList,
  AdminAgentApplicationRefuse,
  AdminAgentDetail,
  AdminAgentEligibility,
  AdminAgentEligibilitySave,
  AdminAgentLevelNames,
  AdminAgentLevelNamesSave,
  AdminAgentList,
  AdminAgentMake,
  AdminAgentMove,
  AdminAgentSettings,
  AdminAgentStatus,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../../accounts/staff';
import type { createAgentStaffService } from './admin-service';

/** Staff calls: every write runs in one transaction with its audit (see admin-service.ts). */
export function registerAgentApplyAdminRoutes(
  app: FastifyInstance,
  staff: ReturnType<typeof createAgentStaffService>,
) {
  registerAdminCall(app, AdminAgentApplicationList, ({ input }) => staff.applications(input));
  registerAdminCall(app, AdminAgentApplicationApprove, ({ input, staff: who, request }) =>
    staff.approve(input.id, input, actorOf(who, request)),
  );
  registerAdminCall(app, AdminAgentApplicationRefuse, ({ input, staff: who, request }) =>
    staff.refuse(input.id, input.reason, actorOf(who, request)),
  );
  registerAdminCall(app, AdminAgentList, ({ input }) => staff.agents(input));
  registerAdminCall(app, AdminAgentDetail, ({ input }) => staff.detail(input.member_id));
  registerAdminCall(app, AdminAgentMake, ({ input, staff: who, request }) =>
    staff.make(input, actorOf(who, request)),
  );
  registerAdminCall(app, AdminAgentStatus, ({ input, staff: who, request }) =>
    staff.setStatus(input.member_id, input.status, input.reason, actorOf(who, request)),
  );
  registerAdminCall(app, AdminAgentSettings, ({ input, staff: who, request }) =>
    staff.setTerms(input, actorOf(who, request)),
  );
  registerAdminCall(app, AdminAgentMove, ({ input, staff: who, request }) =>
    staff.move(input, actorOf(who, request)),
  );
  registerAdminCall(app, AdminAgentLevelNames, ({ input }) => staff.levelNames(input.site_id));
  registerAdminCall(app, AdminAgentLevelNamesSave, ({ input, staff: who, request }) =>
    staff.saveLevelNames(input.site_id, input.levels, input.reason, actorOf(who, request)),
  );
  registerAdminCall(app, AdminAgentEligibility, ({ input }) => staff.rules(input.site_id, input.currency));
  registerAdminCall(app, AdminAgentEligibilitySave, ({ input, staff: who, request }) =>
    staff.saveRules(input, actorOf(who, request)),
  );
  registerAdminCall(app, AdminAgentAgreement, ({ input }) => staff.agreement(input.site_id));
  registerAdminCall(app, AdminAgentAgreementSave, ({ input, staff: who, request }) =>
    staff.saveAgreement(input.site_id, input.texts, input.reason, actorOf(who, request)),
  );
}
