import {
  AdminRedEnvelopeCreate,
  AdminRedEnvelopeList,
  AdminRedEnvelopeUpdate,
  RedEnvelopeClaim,
  RedEnvelopePromotion,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../platform/register-admin-call';
import { registerCall, type CallDeps } from '../../platform/register-call';
import type { RedEnvelopeService } from './service';

const tags = ['red-envelopes'];

export function registerRedEnvelopeRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  service: RedEnvelopeService,
): void {
  registerCall(app, deps, RedEnvelopePromotion, ({ request }) => service.current(request.member!.memberId), {
    tags,
  });
  registerCall(
    app,
    deps,
    RedEnvelopeClaim,
    ({ input, request }) => service.claim(request.member!.memberId, input.id),
    {
      tags,
    },
  );
  registerAdminCall(app, AdminRedEnvelopeCreate, ({ input, staff, request }) =>
    service.create(input, { staffId: staff!.staffId, ip: request.ip }),
  );
  registerAdminCall(app, AdminRedEnvelopeList, async ({ input }) => ({
    list: await service.list(input.site_id),
  }));
  registerAdminCall(app, AdminRedEnvelopeUpdate, ({ input, staff, request }) => {
    const { id, ...terms } = input;
    return service.update(id, terms, { staffId: staff!.staffId, ip: request.ip });
  });
}
