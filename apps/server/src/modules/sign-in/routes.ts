import {
  AdminSignInCampaignCreate,
  AdminSignInCampaignList,
  AdminSignInCampaignUpdate,
  SignInClaim,
  SignInData,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../platform/register-admin-call';
import { registerCall, type CallDeps } from '../../platform/register-call';
import type { SignInService } from './service';

const tags = ['sign-in'];

export function registerSignInRoutes(app: FastifyInstance, deps: CallDeps, service: SignInService): void {
  registerCall(app, deps, SignInData, ({ request }) => service.calendar(request.member!.memberId), { tags });
  registerCall(
    app,
    deps,
    SignInClaim,
    ({ input, request }) => service.signIn(request.member!.memberId, input.campaign_id),
    {
      tags,
    },
  );
  registerAdminCall(app, AdminSignInCampaignCreate, ({ input, staff, request }) =>
    service.create(input, { staffId: staff!.staffId, ip: request.ip }),
  );
  registerAdminCall(app, AdminSignInCampaignList, async ({ input }) => ({
    list: await service.list(input.site_id),
  }));
  registerAdminCall(app, AdminSignInCampaignUpdate, ({ input, staff, request }) => {
    const { id, ...terms } = input;
    return service.update(id, terms, { staffId: staff!.staffId, ip: request.ip });
  });
}
