import { bootKey, CarouselPicture, LIMITS, SiteDetail, type CallData } from '@arks/contracts';
import type { FastifyRequest } from 'fastify';
import { carriedAnswer, pageLanguage, type PageBoot, type Preload } from '../../../platform/app-shell';
import { readerOf } from '../../../platform/reader';
import type { ContentService } from './service';

/** The key the page looks a banner list up by: the layout's use_type and the language it reads. */
export const bannersKey = (useType: 0 | 2, lang: string) =>
  bootKey(CarouselPicture, { use_type: useType, lang });

/** Phones and desktops draw different banners (use_type 2 and 0), split where the page's layout splits. */
const LAYOUTS = [
  { useType: 2, media: `(max-width: ${LIMITS.desktopBreakpoint - 0.02}px)` },
  { useType: 0, media: `(min-width: ${LIMITS.desktopBreakpoint}px)` },
] as const;

/**
 * The home page's first banner is its largest paint, and without help it is asked for only once the
 * scripts ran and the banner list came: the page carries the visitor's banner lists (in the language
 * the page will choose, by the same rule) and has the browser fetch each layout's first picture at
 * once. A member's currency is unknown here (their token is in the browser), so their page asks anew.
 */
export function homeBannersBoot(content: ContentService): PageBoot {
  return async (request: FastifyRequest, earlier) => {
    const detail = earlier[bootKey(SiteDetail)] as CallData<typeof SiteDetail> | undefined;
    if (!detail || request.url.split('?')[0] !== '/') return null;
    const env = detail.env_config;
    const lang = pageLanguage(request, env);
    // A page request carries no token: the reader is a visitor (with the currency they chose, if any).
    const reader = readerOf(request, { id: detail.site_id, defaultLanguage: env.default_language }, lang);
    const answers: Record<string, unknown> = {};
    const preloads: Preload[] = [];
    for (const { useType, media } of LAYOUTS) {
      const list = await content.banners(reader, useType);
      Object.assign(
        answers,
        carriedAnswer(CarouselPicture, { use_type: useType, lang }, { web_carousel_picture_list: list }),
      );
      if (list[0]) preloads.push({ href: list[0].url, as: 'image', media });
    }
    return { answers, preloads };
  };
}
