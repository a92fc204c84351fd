import {
  AdminAuditList,
  AdminAuditVerify,
  AdminCaptcha,
  AdminLogin,
  AdminLogout,
  AdminMe,
  AdminPasswordChange,
  AdminPreferencesSave,
  AdminStaffCreate,
  AdminStaffEndSessions,
  AdminStaffList,
  AdminStaffProposalApprove,
  AdminStaffProposalList,
  AdminStaffProposalReject,
  AdminStaffResetTotp,
  AdminStaffUpdate,
  AdminTotpDisable,
  AdminTotpEnable,
  AdminTotpSetup,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { AppError } from '../../../platform/app-error';
import { actorOf } from './actor';
import type { StaffAdminService } from './admin-service';
import type { AuditLog } from './audit-log';
import { StaffErrors } from './errors';
import type { StaffService } from './service';
import type { StaffProposals } from './staff-proposals';

/**
 * /api/admin/auth: staff log in, out, set up two-factor authentication and keep their preferences;
 * /api/admin/staff: staff accounts; /api/admin/staff-proposals: the changes waiting for a second admin; /api/admin/audit: the audit log and its chain check.
 */
export function registerStaffAdminRoutes(
  app: FastifyInstance,
  staff: StaffService,
  accounts: StaffAdminService,
  audit: AuditLog,
  proposals: StaffProposals,
): void {
  registerAdminCall(app, AdminStaffList, ({ input }) => accounts.list(input));
  registerAdminCall(app, AdminStaffCreate, ({ input, staff: who, request }) =>
    accounts.create(actorOf(who, request), input),
  );
  registerAdminCall(app, AdminStaffUpdate, ({ input, staff: who, request }) =>
    accounts.update(actorOf(who, request), input),
  );
  registerAdminCall(app, AdminStaffResetTotp, ({ input, staff: who, request }) =>
    accounts.resetTotp(actorOf(who, request), input),
  );
  registerAdminCall(app, AdminStaffEndSessions, ({ input, staff: who, request }) =>
    accounts.endSessions(actorOf(who, request), input),
  );
  registerAdminCall(app, AdminStaffProposalList, ({ input }) => proposals.list(input));
  registerAdminCall(app, AdminStaffProposalApprove, ({ input, staff: who, request }) =>
    proposals.approve(input.id, input.reason, actorOf(who, request)),
  );
  registerAdminCall(app, AdminStaffProposalReject, ({ input, staff: who, request }) =>
    proposals.reject(input.id, input.reason, actorOf(who, request)),
  );
  registerAdminCall(app, AdminAuditList, ({ input }) => audit.list(input));
  registerAdminCall(app, AdminAuditVerify, () => audit.verify());
  registerAdminCall(app, AdminLogin, async ({ input, request }) => staff.login(input, request.ip));
  registerAdminCall(app, AdminCaptcha, async ({ request }) => {
    const issued = await staff.captcha(request.ip);
    if (!issued) throw new AppError(StaffErrors.captchaTooFast);
    return { token: issued.token, captcha: issued.svg };
  });
  registerAdminCall(app, AdminLogout, async ({ staff: who, request }) => {
    await staff.logout(who!, request.ip);
    return {};
  });
  registerAdminCall(app, AdminMe, async ({ staff: who }) => staff.me(who!));
  registerAdminCall(app, AdminPreferencesSave, async ({ input, staff: who, request }) =>
    staff.savePreferences(who!, input, request.ip),
  );
  registerAdminCall(app, AdminPasswordChange, async ({ input, staff: who, request }) =>
    staff.changePassword(who!, input, request.ip),
  );
  registerAdminCall(app, AdminTotpSetup, async ({ input, staff: who, request }) =>
    staff.totpSetup(who!, input, request.ip),
  );
  registerAdminCall(app, AdminTotpEnable, async ({ input, staff: who, request }) =>
    staff.totpEnable(who!, input.totp_code, request.ip),
  );
  registerAdminCall(app, AdminTotpDisable, async ({ input, staff: who, request }) =>
    staff.totpDisable(who!, input, request.ip),
  );
}
