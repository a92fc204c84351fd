import {
  MemberCommissionPlan,
  MemberCommissionSettlement,
  MemberCommissionSettlements,
  MemberCommissionSummary,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { createCommissionMember } from './member';

export function registerCommissionRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  member: ReturnType<typeof createCommissionMember>,
): void {
  const tags = { tags: ['agents'] };
  // Member calls only run after the guard let them through, so the identity is always there.
  registerCall(app, deps, MemberCommissionPlan, ({ member: m }) => member.plan(m!), tags);
  registerCall(
    app,
    deps,
    MemberCommissionSettlements,
    ({ member: m, input }) => member.settlements(m!, input),
    tags,
  );
  registerCall(
    app,
    deps,
    MemberCommissionSettlement,
    ({ member: m, input }) => member.settlement(m!, input.id),
    tags,
  );
  registerCall(app, deps, MemberCommissionSummary, ({ member: m }) => member.summary(m!), tags);
}
