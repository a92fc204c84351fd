import { AdminAgentLinkBlock, AdminAgentLinkList } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../../accounts/staff';
import type { AdminPromotionService } from './admin-service';

/** /api/admin/agent-links: every agent's links with their counts; blocking one. */
export function registerAdminPromotionRoutes(app: FastifyInstance, service: AdminPromotionService): void {
  registerAdminCall(app, AdminAgentLinkList, ({ input }) => service.list(input));
  registerAdminCall(app, AdminAgentLinkBlock, ({ input, staff, request }) =>
    service.block(actorOf(staff, request), input),
  );
}
