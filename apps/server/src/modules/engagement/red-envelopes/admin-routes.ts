import { AdminRedEnvelopeCreate, AdminRedEnvelopeList, AdminRedEnvelopeUpdate } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { RedEnvelopeService } from './service';

export function registerRedEnvelopeAdminRoutes(app: FastifyInstance, service: RedEnvelopeService): void {
  registerAdminCall(app, AdminRedEnvelopeCreate, ({ input, staff, request }) =>
    service.create(input, { staffId: staff!.staffId, role: staff!.role, ip: request.ip }),
  );
  registerAdminCall(app, AdminRedEnvelopeList, async ({ input }) => ({
    list: await service.list(input.site_id),
  }));
  registerAdminCall(app, AdminRedEnvelopeUpdate, ({ input, staff, request }) => {
    const { id, ...terms } = input;
    return service.update(id, terms, { staffId: staff!.staffId, role: staff!.role, ip: request.ip });
  });
}
