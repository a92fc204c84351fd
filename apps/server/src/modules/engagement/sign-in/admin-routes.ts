import {
  AdminSignInCampaignCreate,
  AdminSignInCampaignList,
  AdminSignInCampaignUpdate,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { SignInService } from './service';

export function registerSignInAdminRoutes(app: FastifyInstance, service: SignInService): void {
  registerAdminCall(app, AdminSignInCampaignCreate, ({ input, staff, request }) =>
    service.create(input, { staffId: staff!.staffId, role: staff!.role, ip: request.ip }),
  );
  registerAdminCall(app, AdminSignInCampaignList, async ({ input }) => ({
    list: await service.list(input.site_id),
  }));
  registerAdminCall(app, AdminSignInCampaignUpdate, ({ input, staff, request }) => {
    const { id, ...terms } = input;
    return service.update(id, terms, { staffId: staff!.staffId, role: staff!.role, ip: request.ip });
  });
}
