import { AdminLogin, AdminLogout, AdminMe, AdminTotpEnable, AdminTotpSetup } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../platform/register-admin-call';
import type { StaffService } from './service';

export function registerStaffRoutes(app: FastifyInstance, staff: StaffService): void {
  registerAdminCall(app, AdminLogin, async ({ input, request }) => staff.login(input, request.ip));
  registerAdminCall(app, AdminLogout, async ({ staff: who, request }) => {
    await staff.logout(who!, request.ip);
    return {};
  });
  registerAdminCall(app, AdminMe, async ({ staff: who }) => staff.me(who!));
  registerAdminCall(app, AdminTotpSetup, async ({ staff: who, request }) =>
    staff.totpSetup(who!, request.ip),
  );
  registerAdminCall(app, AdminTotpEnable, async ({ input, staff: who, request }) =>
    staff.totpEnable(who!, input.totp_code, request.ip),
  );
}
