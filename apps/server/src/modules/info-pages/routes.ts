import {
  AdminInfoPageDelete,
  AdminInfoPageList,
  AdminInfoPageSave,
  InfoPageDetail,
  InfoPageList,
} from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAdminCall } from '../../platform/register-admin-call';
import { registerCall, type CallDeps } from '../../platform/register-call';
import type { InfoPageReader, InfoPageService } from './service';

const tags = ['info-pages'];

function reader(
  request: FastifyRequest,
  site: { id: number; defaultLanguage: string },
  lang: string,
): InfoPageReader {
  const ccy = (request.cookies as Record<string, string | undefined> | undefined)?.ccy;
  return {
    siteId: site.id,
    memberId: request.member?.memberId ?? null,
    currency: ccy && /^[A-Z]{3,5}$/.test(ccy) ? ccy : null,
    lang,
    fallbackLang: site.defaultLanguage,
  };
}

export function registerInfoPageRoutes(app: FastifyInstance, deps: CallDeps, pages: InfoPageService): void {
  registerCall(
    app,
    deps,
    InfoPageList,
    async ({ input, request, site, lang }) => ({
      list: await pages.list(reader(request, site, lang), input.kind),
    }),
    { tags },
  );
  registerCall(
    app,
    deps,
    InfoPageDetail,
    ({ input, request, site, lang }) => pages.detail(reader(request, site, lang), input.kind, input.id),
    { tags },
  );
  const who = (staffId: number, ip: string) => ({ staffId, ip });
  registerAdminCall(app, AdminInfoPageList, async ({ input }) => ({
    list: await pages.adminList(input.site_id, input.kind),
  }));
  registerAdminCall(app, AdminInfoPageSave, ({ input, staff, request }) =>
    pages.save(input, who(staff!.staffId, request.ip)),
  );
  registerAdminCall(app, AdminInfoPageDelete, ({ input, staff, request }) =>
    pages.remove(input.id, who(staff!.staffId, request.ip)),
  );
}
