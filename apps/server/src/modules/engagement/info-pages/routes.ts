import { InfoPageDetail, InfoPageList } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { readerOf } from '../../../platform/reader';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { InfoPageService } from './service';

const tags = ['info-pages'];

export function registerInfoPageRoutes(app: FastifyInstance, deps: CallDeps, pages: InfoPageService): void {
  registerCall(
    app,
    deps,
    InfoPageList,
    async ({ input, request, site, lang }) => ({
      list: await pages.list(readerOf(request, site, lang), input.kind),
    }),
    { tags },
  );
  registerCall(
    app,
    deps,
    InfoPageDetail,
    ({ input, request, site, lang }) => pages.detail(readerOf(request, site, lang), input.kind, input.id),
    { tags },
  );
}
