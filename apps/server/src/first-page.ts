import {
  AnnouncementMarquee,
  bootKey,
  Bulletin,
  CustomerServiceChannels,
  FloatItems,
  GAME_HALLS,
  GameLabel,
  GameList,
  GetJackpot,
  HotGames,
  isPageRoute,
  normalizePagePath,
  MobileFooter,
  ModelSetting,
  ModelSponsor,
  SiteDetail,
  type CallData,
  type LangCode,
  siteCurrency,
} from '@arks/contracts';
import type { FastifyRequest } from 'fastify';
import { pageLanguage, type PageCode } from './platform/app-shell';
import type { CarriedCall, CarriedVariant } from './platform/carried-calls';

/**
 * What the member site's first page carries beyond the site itself (modules add their own boots:
 * the site's detail, logos and footer; the home page's banners). The keys' parameters are those the
 * page seeds its queries with (apps/web/src/app/loaders.ts).
 */

/** A game hall's address, with its id as the site's router reads it (`Number` of the segment). */
const HALL_PAGE = /^\/gamehall\/([^/]+)\/?$/i;

/**
 * The pages most visits start on, whose code comes with the page (names from the web build's chunk
 * map, apps/web/build/chunk-map-plugin.ts; the site's router matches addresses regardless of case).
 */
export const FIRST_PAGES: PageCode[] = [
  { path: /^\/$/, chunk: 'page:home' },
  { path: HALL_PAGE, chunk: 'page:game-hall' },
];

type Site = CallData<typeof SiteDetail>;

/**
 * Spec §2 "Unknown pages show a 'Page Not Found' error page": an address that is neither a page of the
 * site's router (PAGE_ROUTES) nor one of the site's own redirects answers 404; the page still comes, and
 * draws the site's error page. Without the site's detail only the router's pages count.
 */
export function pageStatus(request: FastifyRequest, answers: Record<string, unknown>): 200 | 404 {
  const path = request.url.split('?')[0] ?? '/';
  if (isPageRoute(path)) return 200;
  const site = answers[bootKey(SiteDetail)] as Site | undefined;
  const here = normalizePagePath(path);
  const redirected = (site?.env_config.redirects ?? []).some((r) => normalizePagePath(r.from) === here);
  return redirected ? 200 : 404;
}

/** What the carried calls need to know of a page. */
export interface FirstPage {
  site: Site;
  lang: LangCode;
  home: boolean;
  /** On /gameHall/<id> of a hall that lists games (not the sport hall's quick-bet page): its id. */
  hall: number | null;
  /** The hall list's device (0 desktop, 1 mobile) as the browser will likely ask it (by its UA). */
  device: 0 | 1;
}

const PHONE_AGENT = /Mobi|Android|iPhone|iPod/i;

function listedHall(path: string): number | null {
  const id = Number(HALL_PAGE.exec(path)?.[1]);
  const hall = GAME_HALLS[id as keyof typeof GAME_HALLS];
  return hall && hall.key !== 'sport' ? id : null;
}

/** The site the earlier boot answered for this page, with the language the page will choose. */
export function firstPageOf(request: FastifyRequest, earlier: Record<string, unknown>): FirstPage | null {
  const site = earlier[bootKey(SiteDetail)] as Site | undefined;
  if (!site) return null;
  const path = request.url.split('?')[0] ?? '/';
  return {
    site,
    lang: pageLanguage(request, site.env_config),
    home: path === '/',
    hall: listedHall(path),
    // A guess: the page picks by its width. A wrong guess only means the page asks the call itself.
    device: PHONE_AGENT.test(request.headers['user-agent'] ?? '') ? 1 : 0,
  };
}

/** A variant for every page, or only the home page's. */
function on(
  pages: 'every' | 'home',
  variants: (site: Site, lang: string) => CarriedVariant[],
): CarriedCall<FirstPage>['variants'] {
  return (page) => (pages === 'home' && !page.home ? [] : variants(page.site, page.lang));
}

/** A visitor's currency, as the page picks it (hallCurrency in apps/web/src/pages/home-banners.ts). */
const visitorCurrency = (site: Site) => siteCurrency(site.env_config);

/** Calls every page, the home page or a game hall makes at once; none depends on who is signed in. */
export const FIRST_CALLS: CarriedCall<FirstPage>[] = [
  // Every page: the customer-service tab, the floating items, the phone's tab bar, the pop-ups (per device).
  {
    call: CustomerServiceChannels,
    variants: on('every', (site, lang) => [{ params: { lang }, body: { site_id: site.site_id } }]),
  },
  // The hall bar and the home page's halls (names, icons, order as staff set them).
  {
    call: GameList,
    variants: on('every', (site, lang) => {
      const currency = visitorCurrency(site);
      return [{ params: { currency, lang }, body: { site_id: site.site_id, currency, support_device: 0 } }];
    }),
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
  {
    call: Bulletin,
    variants: on('every', (site, lang) =>
      [1, 2].map((display_device) => ({
        params: { lang, display_device },
        body: { site_id: site.site_id, display_device },
      })),
    ),
  },
  // The navigation's sponsor link shows only where the site has sponsors (per template).
  {
    call: ModelSponsor,
    variants: on('every', (site, lang) =>
      [site.env_config.template, site.env_config.mobile_template].map((model_version) => ({
        params: { lang, model_version },
        body: { site_id: site.site_id, language: lang, model_version },
      })),
    ),
  },
  // The home page: marquee, jackpot, popular games, ad slots (per template).
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
  // A game hall: its games in the visitor's currency, for the device the browser likely is.
  {
    call: GameLabel,
    variants: (page) => {
      if (page.hall === null) return [];
      const currency = visitorCurrency(page.site);
      const { device, hall: game_type_id } = page;
      return [
        {
          params: { currency, device, game_type_id, lang: page.lang },
          body: { site_id: page.site.site_id, currency, device, game_type_id },
        },
      ];
    },
  },
];
