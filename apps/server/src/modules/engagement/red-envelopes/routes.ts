import { RedEnvelopeClaim, RedEnvelopePromotion } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { RedEnvelopeService } from './service';

const tags = ['red-envelopes'];

export function registerRedEnvelopeRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  service: RedEnvelopeService,
): void {
  registerCall(
    app,
    deps,
    RedEnvelopePromotion,
    ({ request, lang }) => service.current(request.member!.memberId, lang),
    { tags },
  );
  registerCall(
    app,
    deps,
    RedEnvelopeClaim,
    ({ input, request }) => service.claim(request.member!.memberId, input.id),
    {
      tags,
    },
  );
}
