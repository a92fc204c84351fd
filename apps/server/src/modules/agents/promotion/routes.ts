import {
  AgentLinkClaim,
  AgentLinkCreate,
  AgentLinks,
  AgentLinkUpdate,
  AgentLinkVisit,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { PromotionService } from './service';

const tags = ['agents'];

export function registerPromotionRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  service: PromotionService,
): void {
  registerCall(app, deps, AgentLinks, ({ member }) => service.list(member!), { tags });
  registerCall(app, deps, AgentLinkCreate, ({ member, input }) => service.create(member!, input), { tags });
  registerCall(app, deps, AgentLinkUpdate, ({ member, input }) => service.update(member!, input), { tags });
  registerCall(
    app,
    deps,
    AgentLinkVisit,
    ({ site, input, request }) => service.visit(site.id, input, request.ip),
    {
      tags,
    },
  );
  registerCall(app, deps, AgentLinkClaim, ({ member, input }) => service.claim(member!, input), { tags });
}
