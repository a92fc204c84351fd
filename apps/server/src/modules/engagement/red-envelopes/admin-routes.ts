import {
  AdminRedEnvelopeCreate,
  AdminRedEnvelopeList,
  AdminRedEnvelopeStop,
  AdminRedEnvelopeUpdate,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { campaignStaff } from '../campaigns';
import type { RedEnvelopeService } from './service';

export function registerRedEnvelopeAdminRoutes(app: FastifyInstance, service: RedEnvelopeService): void {
  registerAdminCall(app, AdminRedEnvelopeCreate, ({ input, staff, request }) =>
    service.create(input, campaignStaff(staff, request)),
  );
  registerAdminCall(app, AdminRedEnvelopeList, ({ input }) => service.list(input));
  registerAdminCall(app, AdminRedEnvelopeUpdate, ({ input, staff, request }) => {
    const { id, ...terms } = input;
    return service.update(id, terms, campaignStaff(staff, request));
  });
  registerAdminCall(app, AdminRedEnvelopeStop, ({ input, staff, request }) =>
    service.stop(input.id, input.reason, campaignStaff(staff, request)),
  );
}
