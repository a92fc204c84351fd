import {
  AdminWithdrawalApprove,
  AdminWithdrawalList,
  AdminWithdrawalReject,
  AdminWithdrawalReview,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../../accounts/staff';
import type { WithdrawalAdminService } from './admin-service';

export function registerWithdrawalAdminRoutes(app: FastifyInstance, svc: WithdrawalAdminService): void {
  registerAdminCall(app, AdminWithdrawalList, ({ input }) => svc.list(input));
  registerAdminCall(app, AdminWithdrawalReview, ({ input }) => svc.review(input.id));
  registerAdminCall(app, AdminWithdrawalApprove, ({ input, staff, request }) =>
    svc.approve(input.id, input.reason, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminWithdrawalReject, ({ input, staff, request }) =>
    svc.reject(input.id, input.reason, actorOf(staff, request)),
  );
}
