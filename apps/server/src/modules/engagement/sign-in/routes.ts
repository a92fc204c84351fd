import { SignInClaim, SignInData } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { SignInService } from './service';

const tags = ['sign-in'];

export function registerSignInRoutes(app: FastifyInstance, deps: CallDeps, service: SignInService): void {
  registerCall(
    app,
    deps,
    SignInData,
    ({ request, lang }) => service.calendar(request.member!.memberId, lang),
    {
      tags,
    },
  );
  registerCall(
    app,
    deps,
    SignInClaim,
    ({ input, request }) => service.signIn(request.member!.memberId, input.campaign_id),
    {
      tags,
    },
  );
}
