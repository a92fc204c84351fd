import { AdminThirdPartyLoginList, AdminThirdPartyLoginSave } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { ThirdPartyLoginAdmin } from './admin-service';

export function registerThirdPartyLoginAdminRoutes(app: FastifyInstance, admin: ThirdPartyLoginAdmin): void {
  registerAdminCall(app, AdminThirdPartyLoginList, async ({ input }) => ({
    list: await admin.list(input.site_id),
  }));
  registerAdminCall(app, AdminThirdPartyLoginSave, ({ input, staff, request }) =>
    admin.save(input, { staffId: staff!.staffId, ip: request.ip }),
  );
}
