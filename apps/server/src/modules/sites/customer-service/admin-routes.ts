import { AdminCustomerServiceChannelList, AdminCustomerServiceChannelsSave } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { CustomerServiceService } from './service';

export function registerCustomerServiceAdminRoutes(
  app: FastifyInstance,
  service: CustomerServiceService,
): void {
  registerAdminCall(app, AdminCustomerServiceChannelList, ({ input }) => service.forStaff(input.site_id));
  registerAdminCall(app, AdminCustomerServiceChannelsSave, ({ input, staff, request }) =>
    service.save(input.site_id, input.channels, { staffId: staff!.staffId, ip: request.ip }),
  );
}
