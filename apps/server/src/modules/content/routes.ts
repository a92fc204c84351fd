import {
  AnnouncementMarquee,
  Bulletin,
  BulletinHistory,
  BulletinMember,
  BulletinMemberHide,
  CarouselPicture,
} from '@arks/contracts';
import type { PopupService } from './popup-service';
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

export function registerContentRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  content: ContentService,
  popups: PopupService,
): void {
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
  registerCall(
    app,
    deps,
    Bulletin,
    ({ input, request, site, lang }) =>
      popups.forVisitor(audience(request, site, lang), input.display_device),
    { tags },
  );
  registerCall(
    app,
    deps,
    BulletinMember,
    ({ input, request, site, lang }) =>
      popups.forMember(
        { ...audience(request, site, lang), memberId: request.member!.memberId },
        input.display_device,
        input.display_location,
      ),
    { tags },
  );
  registerCall(
    app,
    deps,
    BulletinHistory,
    ({ input, request, site, lang }) => popups.history(audience(request, site, lang), input.display_device),
    { tags },
  );
  registerCall(
    app,
    deps,
    BulletinMemberHide,
    ({ input, request }) =>
      popups.hide(request.member!.memberId, input.display_device, input.display_location),
    { tags },
  );
}
