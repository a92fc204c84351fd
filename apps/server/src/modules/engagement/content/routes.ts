import {
  AnnouncementMarquee,
  Bulletin,
  BulletinHistory,
  BulletinMember,
  BulletinMemberHide,
  CarouselPicture,
} from '@arks/contracts';
import type { PopupService } from './popup-service';
import type { FastifyInstance } from 'fastify';
import { readerOf } from '../../../platform/reader';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { ContentService } from './service';

const tags = ['content'];

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
      web_carousel_picture_list: await content.banners(readerOf(request, site, lang), input.use_type),
    }),
    { tags },
  );
  registerCall(
    app,
    deps,
    AnnouncementMarquee,
    async ({ input, request, site, lang }) => ({
      web_announcement_list: await content.marquee(readerOf(request, site, lang), input.sort_order ?? 'desc'),
    }),
    { tags },
  );
  registerCall(
    app,
    deps,
    Bulletin,
    ({ input, request, site, lang }) =>
      popups.forVisitor(readerOf(request, site, lang), input.display_device),
    { tags },
  );
  registerCall(
    app,
    deps,
    BulletinMember,
    ({ input, request, site, lang }) =>
      popups.forMember(
        { ...readerOf(request, site, lang), memberId: request.member!.memberId },
        input.display_device,
        input.display_location,
      ),
    { tags },
  );
  registerCall(
    app,
    deps,
    BulletinHistory,
    ({ input, request, site, lang }) => popups.history(readerOf(request, site, lang), input.display_device),
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
