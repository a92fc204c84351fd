import {
  AdminAgentDomainAdd,
  AdminAgentDomainList,
  AdminAgentDomainRemove,
  AdminAgentDomainUpdate,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../staff';
import type { AdminAgentDomainService } from './admin-service';

/** /api/admin/sites/:site_id/agent-domains: hosts that register members under an agent. */
export function registerAdminAgentDomainRoutes(app: FastifyInstance, domains: AdminAgentDomainService): void {
  registerAdminCall(app, AdminAgentDomainList, ({ input }) => domains.list(input));
  registerAdminCall(app, AdminAgentDomainAdd, ({ input, staff, request }) =>
    domains.add(actorOf(staff, request), input),
  );
  registerAdminCall(app, AdminAgentDomainUpdate, ({ input, staff, request }) =>
    domains.update(actorOf(staff, request), input),
  );
  registerAdminCall(app, AdminAgentDomainRemove, ({ input, staff, request }) =>
    domains.remove(actorOf(staff, request), input),
  );
}
