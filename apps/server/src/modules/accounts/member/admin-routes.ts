import {
  AdminMemberCleanAppCache,
  AdminMemberDetail,
  AdminMemberResetPassword,
  AdminMemberSearch,
  AdminMemberSetDoubleValidation,
  AdminMemberSetStatus,
  AdminRegisterSettingsGet,
  AdminRegisterSettingsUpdate,
} from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { StaffIdentity } from '../staff';
import type { AdminMemberService, StaffContext } from './admin-service';

const who = (staff: StaffIdentity | null, request: FastifyRequest): StaffContext => ({
  staffId: staff!.staffId,
  ip: request.ip,
});

/** /api/admin/members/... and the register settings of a site. */
export function registerAdminMemberRoutes(app: FastifyInstance, service: AdminMemberService): void {
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
  registerAdminCall(app, AdminMemberCleanAppCache, ({ input, staff, request }) =>
    service.cleanAppCache(input.id, input.reason, who(staff, request)),
  );
  registerAdminCall(app, AdminRegisterSettingsGet, ({ input }) => service.registerSettings(input.site_id));
  registerAdminCall(app, AdminRegisterSettingsUpdate, ({ input, staff, request }) =>
    service.updateRegisterSettings(input.site_id, input.list, who(staff, request)),
  );
}
