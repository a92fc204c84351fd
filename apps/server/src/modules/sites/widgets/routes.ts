import { FloatItems, MobileFooter, RegisterBackground } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { SiteWidgetService } from './service';

const tags = ['site-widgets'];

export function registerSiteWidgetRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  widgets: SiteWidgetService,
): void {
  registerCall(
    app,
    deps,
    FloatItems,
    async ({ site }) => ({ list: (await widgets.floats(site.id)).map(widgets.floatView) }),
    { tags },
  );
  registerCall(
    app,
    deps,
    RegisterBackground,
    ({ site, input }) => widgets.registerBackground(site.id, input.template),
    {
      tags,
    },
  );
  registerCall(
    app,
    deps,
    MobileFooter,
    async ({ site, input, request }) => ({
      list: await widgets.mobileFooter(site.id, input.template, request.lang),
    }),
    { tags },
  );
}
