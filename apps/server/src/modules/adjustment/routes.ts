import { AdminMemberAdjustment, AdminMemberLedger } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../platform/register-admin-call';
import { actorOf } from '../withdrawal/routes';
import type { AdjustmentService } from './service';

export function registerAdjustmentRoutes(app: FastifyInstance, svc: AdjustmentService): void {
  registerAdminCall(app, AdminMemberAdjustment, ({ input, staff, request }) =>
    svc.adjust(input.id, input, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminMemberLedger, ({ input }) => svc.ledger(input.id, input));
}
