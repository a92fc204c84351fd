import { AdminDepositApprove, AdminDepositList, AdminDepositReject } from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { StaffIdentity } from '../../accounts/staff';
import type { DepositService } from './service';

const actor = (staff: StaffIdentity | null, request: FastifyRequest) => ({
  staffId: staff!.staffId,
  ip: request.ip,
  lang: request.lang,
});

export function registerDepositAdminRoutes(app: FastifyInstance, svc: DepositService): void {
  registerAdminCall(app, AdminDepositList, ({ input, request }) => svc.list(input, request.lang));
  registerAdminCall(app, AdminDepositApprove, ({ input, staff, request }) =>
    svc.approve(input.id, input.reason, actor(staff, request)),
  );
  registerAdminCall(app, AdminDepositReject, ({ input, staff, request }) =>
    svc.reject(input.id, input.reason, actor(staff, request)),
  );
}
