import { AdminApprovalList, AdminIssuanceLimitList, AdminIssuanceLimitSave } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../../accounts/staff';
import type { IssuanceLimits } from './issuance-limits';
import type { ApprovalsService } from './service';

/** Deciding stays with each kind's own calls (adjustment proposals, withdrawals): one rule per kind. */
export function registerApprovalsAdminRoutes(
  app: FastifyInstance,
  svc: ApprovalsService,
  limits: IssuanceLimits,
): void {
  registerAdminCall(app, AdminApprovalList, ({ input }) => svc.list(input));
  registerAdminCall(app, AdminIssuanceLimitList, ({ input }) => limits.list(input));
  registerAdminCall(app, AdminIssuanceLimitSave, ({ input, staff, request }) =>
    limits.save(input, actorOf(staff, request)),
  );
}
