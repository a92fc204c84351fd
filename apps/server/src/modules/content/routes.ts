import { AnnouncementMarquee, CarouselPicture } from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall, type CallDeps } from '../../platform/register-call';
import type { ContentAudience, ContentService } from './service';

const tags = ['content'];

function audience(
  request: FastifyRequest,
  site: { id: number; defaultLanguage: string },
  lang: string,
): ContentAudience {
  const ccy = (request.cookies as Record<string, string | undefined> | undefined)?.ccy;
  return {
    siteId: site.id,
    memberId: request.member?.memberId ?? null,
    currency: ccy && /^[A-Z]{3,5}$/.test(ccy) ? ccy : null,
    lang,
    fallbackLang: site.defaultLanguage,
  };
}

export function registerContentRoutes(app: FastifyInstance, deps: CallDeps, content: ContentService): void {
  registerCall(
    app,
    deps,
    CarouselPicture,
    async ({ input, request, site, lang }) => ({
      web_carousel_picture_list: await content.banners(audience(request, site, lang), input.use_type),
    }),
    { tags },
  );
  registerCall(
    app,
    deps,
    AnnouncementMarquee,
    async ({ input, request, site, lang }) => ({
      web_announcement_list: await content.marquee(audience(request, site, lang), input.sort_order ?? 'desc'),
    }),
    { tags },
  );
}
