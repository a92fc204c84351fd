import { AdminWithdrawLimitList, AdminWithdrawLimitSave } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../../accounts/staff';
import type { LimitsAdmin } from './limits-admin';

export function registerLimitsAdminRoutes(app: FastifyInstance, svc: LimitsAdmin): void {
  registerAdminCall(app, AdminWithdrawLimitList, ({ input }) => svc.list(input));
  registerAdminCall(app, AdminWithdrawLimitSave, ({ input, staff, request }) =>
    svc.save(actorOf(staff, request), input),
  );
}
