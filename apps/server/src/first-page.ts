import {
  AnnouncementMarquee,
  bootKey,
  Bulletin,
  CustomerServiceChannels,
  FloatItems,
  GetJackpot,
  HotGames,
  MobileFooter,
  ModelSetting,
  SiteDetail,
  type CallData,
  type LangCode,
} from '@arks/contracts';
import type { FastifyRequest } from 'fastify';
import { pageLanguage, type PageCode } from './platform/app-shell';
import type { CarriedCall, CarriedVariant } from './platform/carried-calls';

/**
 * What the member site's first page carries beyond the site itself (modules add their own boots:
 * the site's detail, logos and footer; the home page's banners). The keys' parameters are those the
 * page seeds its queries with (apps/web/src/app/loaders.ts).
 */

/**
 * The pages most visits start on, whose code comes with the page (names from the web build's chunk
 * map, apps/web/build/chunk-map-plugin.ts; the site's router matches addresses regardless of case).
 */
export const FIRST_PAGES: PageCode[] = [
  { path: /^\/$/, chunk: 'page:home' },
  { path: /^\/gamehall\/[^/]+\/?$/i, chunk: 'page:game-hall' },
];

type Site = CallData<typeof SiteDetail>;

/** What the carried calls need to know of a page: its site, its language, whether it is the home page. */
export interface FirstPage {
  site: Site;
  lang: LangCode;
  home: boolean;
}

/** The site the earlier boot answered for this page, with the language the page will choose. */
export function firstPageOf(request: FastifyRequest, earlier: Record<string, unknown>): FirstPage | null {
  const site = earlier[bootKey(SiteDetail)] as Site | undefined;
  if (!site) return null;
  return { site, lang: pageLanguage(request, site.env_config), home: request.url.split('?')[0] === '/' };
}

/** A variant for every page, or only the home page's. */
function on(
  pages: 'every' | 'home',
  variants: (site: Site, lang: string) => CarriedVariant[],
): CarriedCall<FirstPage>['variants'] {
  return (page) => (pages === 'home' && !page.home ? [] : variants(page.site, page.lang));
}

/** A visitor's currency, as the page picks it (apps/web/src/pages/use-hall-props.ts). */
const visitorCurrency = (site: Site) => site.env_config.currencies[0] ?? 'RMB';

/** Calls every page or the home page makes at once, none of which depends on who is signed in. */
export const FIRST_CALLS: CarriedCall<FirstPage>[] = [
  // Every page: the customer-service tab, the floating items, the phone's tab bar.
  {
    call: CustomerServiceChannels,
    variants: on('every', (site, lang) => [{ params: { lang }, body: { site_id: site.site_id } }]),
  },
  {
    call: FloatItems,
    variants: on('every', (site) => [{ params: {}, body: { site_id: site.site_id } }]),
  },
  {
    call: MobileFooter,
    variants: on('every', (site, lang) => {
      const template = site.env_config.mobile_template;
      return [{ params: { template, lang }, body: { site_id: site.site_id, template } }];
    }),
  },
  // The home page: marquee, jackpot, popular games, ad slots (per template), pop-ups (per device).
  {
    call: AnnouncementMarquee,
    variants: on('home', (site, lang) => [
      { params: { lang }, body: { site_id: site.site_id, sort_field: 'sort', sort_order: 'desc' } },
    ]),
  },
  {
    call: GetJackpot,
    variants: on('home', (site) => {
      const currency = visitorCurrency(site);
      return [{ params: { currency }, body: { site_id: site.site_id, currency } }];
    }),
  },
  {
    call: HotGames,
    variants: on('home', (site, lang) => {
      const currency = visitorCurrency(site);
      return [{ params: { currency, lang }, body: { site_id: site.site_id, currency } }];
    }),
  },
  {
    call: ModelSetting,
    variants: on('home', (site, lang) =>
      [site.env_config.template, site.env_config.mobile_template].map((model_version) => ({
        params: { lang, model_version },
        body: { site_id: site.site_id, language: lang, model_version },
      })),
    ),
  },
  {
    call: Bulletin,
    variants: on('home', (site, lang) =>
      [1, 2].map((display_device) => ({
        params: { lang, display_device },
        body: { site_id: site.site_id, display_device },
      })),
    ),
  },
];
