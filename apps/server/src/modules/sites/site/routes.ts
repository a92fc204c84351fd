import { CashSurplusCheck, Footer, SiteDetail, TemplateConfig, WebLogo } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import { registerManifestRoute } from './manifest';
import { siteDetail } from './site-detail';

const tags = ['site'];

export function registerSiteRoutes(app: FastifyInstance, deps: CallDeps): void {
  const { sites } = deps;

  registerCall(app, deps, SiteDetail, ({ site, request }) => siteDetail(sites, site, request.host), {
    tags,
    visitorCache: true,
  });

  registerManifestRoute(app, deps);

  registerCall(app, deps, WebLogo, async ({ site }) => ({ list: await sites.logos(site) }), { tags });

  registerCall(
    app,
    deps,
    TemplateConfig,
    async ({ site, lang, input }) => sites.templateConfig(site, lang, input.mobileTemplateName),
    { tags },
  );

  // The footer call may name its language in the body (older clients); otherwise the request language.
  registerCall(
    app,
    deps,
    Footer,
    async ({ site, lang, input }) => ({ list: await sites.footer(site, input.language ?? lang) }),
    { tags },
  );

  registerCall(
    app,
    deps,
    CashSurplusCheck,
    ({ site, input }) => sites.cashSurplusActive(site.id, input.currency),
    { tags },
  );
}
