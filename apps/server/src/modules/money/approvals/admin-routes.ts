import { AdminApprovalList } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { ApprovalsService } from './service';

/** Deciding stays with each kind's own calls (adjustment proposals, withdrawals): one rule per kind. */
export function registerApprovalsAdminRoutes(app: FastifyInstance, svc: ApprovalsService): void {
  registerAdminCall(app, AdminApprovalList, ({ input }) => svc.list(input));
}
