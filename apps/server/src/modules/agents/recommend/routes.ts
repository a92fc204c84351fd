import { MemberRecommendFriends, MemberRecommendProject } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { createRecommendMemberService } from './member-service';

export function registerRecommendRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  service: ReturnType<typeof createRecommendMemberService>,
): void {
  // Member calls only run after the guard let them through, so the identity is always there.
  registerCall(app, deps, MemberRecommendProject, ({ member }) => service.project(member!), {
    tags: ['recommend'],
  });
  registerCall(app, deps, MemberRecommendFriends, ({ member, input }) => service.friends(member!, input), {
    tags: ['recommend'],
  });
}
