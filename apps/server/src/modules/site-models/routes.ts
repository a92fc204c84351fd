import {
  AdminSiteModelDelete,
  AdminSiteModelList,
  AdminSiteModelSave,
  ModelLogin,
  ModelSetting,
  ModelSponsor,
  type SiteModelKind,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../platform/register-admin-call';
import { registerCall, type CallDeps } from '../../platform/register-call';
import type { SiteModelService } from './service';

const tags = ['site-models'];

export function registerSiteModelRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  models: SiteModelService,
): void {
  const calls: [typeof ModelSetting, SiteModelKind][] = [
    [ModelSetting, 'setting'],
    [ModelSponsor, 'sponsor'],
    [ModelLogin, 'login'],
  ];
  for (const [call, kind] of calls) {
    registerCall(
      app,
      deps,
      call,
      async ({ site, input }) => ({
        list: await models.list({
          siteId: site.id,
          kind,
          language: input.language,
          modelVersion: input.model_version || undefined,
        }),
      }),
      { tags },
    );
  }
  const who = (staffId: number, ip: string) => ({ staffId, ip });
  registerAdminCall(app, AdminSiteModelList, async ({ input }) => ({
    list: await models.adminList(input.site_id, input.kind),
  }));
  registerAdminCall(app, AdminSiteModelSave, ({ input, staff, request }) =>
    models.save(input, who(staff!.staffId, request.ip)),
  );
  registerAdminCall(app, AdminSiteModelDelete, ({ input, staff, request }) =>
    models.remove(input.id, who(staff!.staffId, request.ip)),
  );
}
