import { CustomerServiceChannels } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { CustomerServiceService } from './service';

/** Public: visitors need a way to reach the site too. The site comes from the request (a member's token is only good on its own site). */
export function registerCustomerServiceRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  service: CustomerServiceService,
): void {
  registerCall(
    app,
    deps,
    CustomerServiceChannels,
    async ({ site, lang }) => ({ list: await service.forMembers(site.id, lang) }),
    { tags: ['site'] },
  );
}
