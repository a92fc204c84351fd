import { ModelLogin, ModelSetting, ModelSponsor, type SiteModelKind } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
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
}
