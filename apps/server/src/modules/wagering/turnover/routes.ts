import { MemberTurnover } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { TurnoverService } from './service';

const tags = ['turnover'];

export function registerTurnoverRoutes(app: FastifyInstance, deps: CallDeps, svc: TurnoverService): void {
  // The session carries the member's currency (it never changes), so no directory look-up is needed.
  registerCall(
    app,
    deps,
    MemberTurnover,
    ({ member, input }) => svc.memberView(member!.memberId, member!.currency, input),
    { tags },
  );
}
