import {
  AdminMemberCleanAppCache,
  AdminMemberDetail,
  AdminMemberResetPassword,
  AdminMemberLoginNetworksSave,
  AdminMemberSearch,
  AdminMemberSetDoubleValidation,
  AdminMemberSetStatus,
  AdminRecommendSettingSave,
  AdminRecommendSettingsList,
  AdminRegisterBlocklistAdd,
  AdminRegisterBlocklistList,
  AdminRegisterBlocklistRemove,
  AdminRegisterSettingsGet,
  AdminRegisterSettingsUpdate,
  AdminServiceAgreementList,
  AdminServiceAgreementSave,
} from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf, type StaffIdentity } from '../staff';
import type { AdminRulesService } from './admin-rules-service';
import type { AdminMemberService, StaffContext } from './admin-service';

const who = (staff: StaffIdentity | null, request: FastifyRequest): StaffContext => ({
  staffId: staff!.staffId,
  ip: request.ip,
});

/**
 * /api/admin/members/... and the registration rules of a site: register settings, the name and
 * e-mail-domain blocklist, the friend-recommend switch and the service agreement.
 */
export function registerAdminMemberRoutes(
  app: FastifyInstance,
  service: AdminMemberService,
  rules: AdminRulesService,
): void {
  registerAdminCall(app, AdminMemberSearch, ({ input }) => service.search(input));
  registerAdminCall(app, AdminMemberDetail, ({ input }) => service.detail(input.id));
  registerAdminCall(app, AdminMemberSetStatus, ({ input, staff, request }) =>
    service.setStatus(input.id, input.status, input.reason, who(staff, request)),
  );
  registerAdminCall(app, AdminMemberResetPassword, ({ input, staff, request }) =>
    service.resetPassword(input.id, input.reason, who(staff, request)),
  );
  registerAdminCall(app, AdminMemberSetDoubleValidation, ({ input, staff, request }) =>
    service.setDoubleValidation(input.id, input.double_validation, input.reason, who(staff, request)),
  );
  registerAdminCall(app, AdminMemberLoginNetworksSave, ({ input, staff, request }) =>
    service.setLoginNetworks(input.id, input.networks, input.reason, who(staff, request)),
  );
  registerAdminCall(app, AdminMemberCleanAppCache, ({ input, staff, request }) =>
    service.cleanAppCache(input.id, input.reason, who(staff, request)),
  );
  registerAdminCall(app, AdminRegisterSettingsGet, ({ input }) => service.registerSettings(input.site_id));
  registerAdminCall(app, AdminRegisterSettingsUpdate, ({ input, staff, request }) =>
    service.updateRegisterSettings(input.site_id, input.list, who(staff, request)),
  );
  registerAdminCall(app, AdminRegisterBlocklistList, ({ input }) => rules.blocklist(input));
  registerAdminCall(app, AdminRegisterBlocklistAdd, ({ input, staff, request }) =>
    rules.addToBlocklist(actorOf(staff, request), input),
  );
  registerAdminCall(app, AdminRegisterBlocklistRemove, ({ input, staff, request }) =>
    rules.removeFromBlocklist(actorOf(staff, request), input),
  );
  registerAdminCall(app, AdminRecommendSettingsList, ({ input }) => rules.recommendSettings(input.site_id));
  registerAdminCall(app, AdminRecommendSettingSave, ({ input, staff, request }) =>
    rules.saveRecommendSetting(actorOf(staff, request), input),
  );
  registerAdminCall(app, AdminServiceAgreementList, ({ input }) => rules.serviceAgreements(input.site_id));
  registerAdminCall(app, AdminServiceAgreementSave, ({ input, staff, request }) =>
    rules.saveServiceAgreement(actorOf(staff, request), input),
  );
}
