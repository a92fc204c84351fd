import {
  AdminFloatDelete,
  AdminFloatList,
  AdminFloatSave,
  AdminMobileFooterSave,
  AdminRegisterBackgroundSave,
  FloatItems,
  MobileFooter,
  RegisterBackground,
} from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAdminCall } from '../../platform/register-admin-call';
import { registerCall, type CallDeps } from '../../platform/register-call';
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

  const who = (staffId: number, request: FastifyRequest) => ({ staffId, ip: request.ip });
  registerAdminCall(app, AdminFloatList, async ({ input }) => ({
    list: (await widgets.floats(input.site_id, false)).map((r) => ({
      ...widgets.floatView(r),
      site_id: r.siteId,
      active: r.active,
    })),
  }));
  registerAdminCall(app, AdminFloatSave, ({ input, staff, request }) =>
    widgets.saveFloat(input, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminFloatDelete, ({ input, staff, request }) =>
    widgets.deleteFloat(input.id, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminRegisterBackgroundSave, ({ input, staff, request }) =>
    widgets.saveRegisterBackground(input, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminMobileFooterSave, ({ input, staff, request }) =>
    widgets.saveMobileFooter(input, who(staff!.staffId, request)),
  );
}
