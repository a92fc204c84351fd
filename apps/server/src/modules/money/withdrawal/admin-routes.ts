import { AdminWithdrawalApprove, AdminWithdrawalList, AdminWithdrawalReject } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../../accounts/staff';
import type { WithdrawalService } from './service';

export function registerWithdrawalAdminRoutes(app: FastifyInstance, svc: WithdrawalService): void {
  registerAdminCall(app, AdminWithdrawalList, ({ input }) => svc.list(input));
  registerAdminCall(app, AdminWithdrawalApprove, ({ input, staff, request }) =>
    svc.approve(input.id, input.reason, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminWithdrawalReject, ({ input, staff, request }) =>
    svc.reject(input.id, input.reason, actorOf(staff, request)),
  );
}
