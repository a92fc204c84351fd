import {
  AdminSignInCampaignCreate,
  AdminSignInCampaignList,
  AdminSignInCampaignStop,
  AdminSignInCampaignUpdate,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { campaignStaff } from '../campaigns';
import type { SignInService } from './service';

export function registerSignInAdminRoutes(app: FastifyInstance, service: SignInService): void {
  registerAdminCall(app, AdminSignInCampaignCreate, ({ input, staff, request }) =>
    service.create(input, campaignStaff(staff, request)),
  );
  registerAdminCall(app, AdminSignInCampaignList, ({ input }) => service.list(input));
  registerAdminCall(app, AdminSignInCampaignUpdate, ({ input, staff, request }) => {
    const { id, ...terms } = input;
    return service.update(id, terms, campaignStaff(staff, request));
  });
  registerAdminCall(app, AdminSignInCampaignStop, ({ input, staff, request }) =>
    service.stop(input.id, input.reason, campaignStaff(staff, request)),
  );
}
