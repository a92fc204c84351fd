import {
  AdminAgentTransferApprove,
  AdminAgentTransferList,
  AdminAgentTransferReject,
  AdminAgentTransferSettings,
  AdminAgentTransferSettingsSave,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../../accounts/staff';
import type { createAgentTransferAdmin } from './admin-service';

export function registerAgentTransferAdminRoutes(
  app: FastifyInstance,
  admin: ReturnType<typeof createAgentTransferAdmin>,
): void {
  registerAdminCall(app, AdminAgentTransferSettings, ({ input }) => admin.settings(input));
  registerAdminCall(app, AdminAgentTransferSettingsSave, ({ input, staff, request }) =>
    admin.save(input, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminAgentTransferList, ({ input }) => admin.list(input));
  registerAdminCall(app, AdminAgentTransferApprove, ({ input, staff, request }) =>
    admin.approve(input.id, input.reason, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminAgentTransferReject, ({ input, staff, request }) =>
    admin.reject(input.id, input.reason, actorOf(staff, request)),
  );
}
