import { COOKIES, siteCurrency, type CallData, type LangCode } from '@arks/contracts';
import {
  AnnouncementMarquee,
  Bulletin,
  CarouselPicture,
  CustomerServiceChannels,
  FloatItems,
  Footer,
  GameLabel,
  GameList,
  GetJackpot,
  HotGames,
  MobileFooter,
  ModelSetting,
  ModelSponsor,
  SiteDetail,
  TemplateConfig,
  WebLogo,
} from '@arks/contracts/routes';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { siteDetailQueryOptions } from '../features/site/api/site-detail';
import { templateConfigQueryOptions } from '../features/site/api/template-config';
import { webLogoQueryOptions } from '../features/site/api/web-logo';
import { footerQueryOptions } from '../features/site/api/footer';
import { floatItemsQuery, mobileFooterQuery } from '../features/site/api/site-widgets';
import { bannersQuery } from '../features/content/api/carousel-picture';
import { marqueeQuery } from '../features/content/api/announcement-marquee';
import { popupsQuery } from '../features/content/api/popups';
import { siteModelsQuery } from '../features/content/api/models';
import { popupLocation } from '../features/content/logic/popup-rules';
import { customerServiceChannelsQueryOptions } from '../features/customer-service/api/customer-service-channels';
import { hallListQuery } from '../features/games/api/hall-list';
import { hotGamesQuery, jackpotQuery } from '../features/games/api/home-extras';
import { hallGamesQueryOptions } from '../features/games/api/hall-games';
import { isGameHallId } from '../lib/game-routes';
import { sessionState, type SessionState } from '../features/account/logic/session-state';
import { layoutModeForWidth } from '../features/layout/logic/layout-mode';
import { readStoredMember } from '../api/session';
import { hallCurrency, homeBanners } from '../pages/home-banners';
import { decideRoute } from '../features/navigation/logic/route-rules';
import {
  agentLinkCookieWrites,
  linkCookieWrites,
  readLinkParams,
} from '../features/account/logic/link-cookies';
import { visitAgentLink } from '../features/account/api/agent-link';
import { applyLanguage, i18n } from '../i18n/instance';
import { answerFromPage, countryFromPage } from '../api/boot-data';
import { readLanguageCookies, resolveInitialLanguage } from '../i18n/language-preference';

/**
 * Root: the site (resolved by host) and its language must be known before anything renders; the
 * loading screen shows meanwhile. If the site cannot be loaded, the error page still speaks the
 * member's stored language.
 */
export function rootLoader(queryClient: QueryClient) {
  return async () => {
    try {
      await siteAndLanguage(queryClient);
      return null;
    } catch (error) {
      await applyLanguage(resolveInitialLanguage(readLanguageCookies(), undefined));
      throw error;
    }
  };
}

/**
 * An answer the page carried goes into the cache, unless the cache already holds one: the page's answer
 * is as old as the page, so a later visit to the same route keeps what was fetched since.
 */
function seedFromPage(queryClient: QueryClient, key: QueryKey, answer: unknown): void {
  if (answer !== undefined && queryClient.getQueryData(key) === undefined) {
    queryClient.setQueryData(key, answer);
  }
}

const siteReady = new WeakMap<QueryClient, Promise<void>>();

/**
 * The site and the member's language, applied. Page loaders that ask the server for texts wait for
 * it too (answers come in the request's language), sharing the root loader's one run.
 */
function siteAndLanguage(queryClient: QueryClient): Promise<void> {
  let ready = siteReady.get(queryClient);
  if (!ready) {
    ready = (async () => {
      const site = await queryClient.ensureQueryData(siteDetailQueryOptions());
      const env = site.env_config;
      const lang: LangCode = resolveInitialLanguage(
        readLanguageCookies(),
        env.default_language,
        env.languages,
        countryFromPage(),
      );
      await applyLanguage(lang);
      // The page carried the template's colours in this language (the loading screen need not wait), the
      // logos and the footer.
      seedFromPage(
        queryClient,
        templateConfigQueryOptions(site.site_id, lang, env.mobile_template).queryKey,
        answerFromPage(TemplateConfig, { lang, mobileTemplateName: env.mobile_template }),
      );
      seedFromPage(queryClient, webLogoQueryOptions(site.site_id).queryKey, answerFromPage(WebLogo));
      seedFromPage(
        queryClient,
        footerQueryOptions(site.site_id, lang).queryKey,
        answerFromPage(Footer, { lang }),
      );
      // What every page asks for at once and is the same for everyone (apps/server/src/first-page.ts).
      const template = env.mobile_template;
      seedFromPage(
        queryClient,
        customerServiceChannelsQueryOptions(site.site_id, lang).queryKey,
        answerFromPage(CustomerServiceChannels, { lang }),
      );
      seedFromPage(queryClient, floatItemsQuery(site.site_id).queryKey, answerFromPage(FloatItems));
      const listCurrency = siteCurrency(env);
      seedFromPage(
        queryClient,
        hallListQuery(site.site_id, listCurrency, lang).queryKey,
        answerFromPage(GameList, { currency: listCurrency, lang }),
      );
      seedFromPage(
        queryClient,
        mobileFooterQuery(site.site_id, template, lang).queryKey,
        answerFromPage(MobileFooter, { template, lang }),
      );
      // The sponsor list the navigation's link depends on, for either layout's template.
      for (const modelVersion of [env.template, env.mobile_template]) {
        seedFromPage(
          queryClient,
          siteModelsQuery('sponsor', { siteId: site.site_id, language: lang, modelVersion }).queryKey,
          answerFromPage(ModelSponsor, { lang, model_version: modelVersion }),
        );
      }
      // A visitor's pop-ups for either layout (a member's are keyed by their id and asked anew).
      const location = popupLocation(false) as 2 | 3;
      for (const device of [1, 2] as const) {
        seedFromPage(
          queryClient,
          popupsQuery({ siteId: site.site_id, language: lang, device, memberId: null, location }).queryKey,
          answerFromPage(Bulletin, { lang, display_device: device }),
        );
      }
    })();
    siteReady.set(queryClient, ready);
    // A failure is not kept: the next load tries again.
    ready.catch(() => siteReady.delete(queryClient));
  }
  return ready;
}

/** Spec §2 route rules for every page visit (first load and in-app navigation alike). */
export function routeRulesLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const site = await queryClient.ensureQueryData(siteDetailQueryOptions());
    const url = new URL(request.url);
    const decision = decideRoute({
      pathname: url.pathname,
      search: url.search,
      isProd: import.meta.env.PROD,
      redirects: site.env_config.redirects,
      origin: url.origin,
    });
    if (url.pathname.toLowerCase().replace(/\/+$/, '') === '/register')
      await rememberRegisterLink(url.search, site.site_id, site.env_config);
    switch (decision.kind) {
      case 'redirect':
        if (decision.cookie) Cookies.set(decision.cookie.name, decision.cookie.value, { path: '/' });
        return redirect(decision.to);
      case 'external':
        window.location.assign(decision.url);
        // The document is being replaced; keep the router waiting instead of rendering the old route.
        return new Promise<never>(() => {});
      case 'not-found':
        throw notFound();
      case 'render':
        return null;
    }
  };
}

/**
 * A page's head start: once the site and the member's language are known, `start` seeds what the page
 * carried and asks early for what it did not. Only a head start: the root loader reports a site that
 * cannot load, and the page asks again for anything missing.
 */
function headStart(
  queryClient: QueryClient,
  start: (site: CallData<typeof SiteDetail>, session: SessionState, args: LoaderFunctionArgs) => void,
) {
  return async (args: LoaderFunctionArgs) => {
    try {
      await siteAndLanguage(queryClient);
      const site = await queryClient.ensureQueryData(siteDetailQueryOptions());
      start(site, sessionState(readStoredMember()), args);
    } catch {
      // Only a head start (see above): the page asks for itself.
    }
    return null;
  };
}

/**
 * The home page's first banner is the largest thing on its first screen: its list is asked for as soon
 * as the site and its language are known (banners come in the reader's language), alongside the
 * page's code, not once the page has rendered.
 */
export function homeLoader(queryClient: QueryClient) {
  return headStart(queryClient, (site, session) => {
    const { currency, useType } = homeBanners(
      site.env_config,
      session,
      layoutModeForWidth(window.innerWidth),
    );
    const query = bannersQuery(site.site_id, currency, useType);
    // A visitor's list came with the page (in the language just applied, if the server chose the same).
    if (!session.loggedIn) {
      seedFromPage(
        queryClient,
        query.queryKey,
        answerFromPage(CarouselPicture, { use_type: useType, lang: i18n.language }),
      );
      seedVisitorHome(
        queryClient,
        site.site_id,
        site.env_config,
        hallCurrency(site.env_config, session),
        i18n.language as LangCode,
      );
    }
    void queryClient.prefetchQuery(query);
  });
}

/**
 * The rest of a visitor's home page came with it too (apps/server/src/first-page.ts): the marquee,
 * jackpot and popular games in the visitor's currency, and the ad slots for either layout.
 */
function seedVisitorHome(
  queryClient: QueryClient,
  siteId: number,
  env: { template: string; mobile_template: string },
  currency: string,
  lang: LangCode,
): void {
  const seed = (key: QueryKey, answer: unknown) => seedFromPage(queryClient, key, answer);
  seed(marqueeQuery(siteId, lang, 'visitor').queryKey, answerFromPage(AnnouncementMarquee, { lang }));
  seed(jackpotQuery(siteId, currency).queryKey, answerFromPage(GetJackpot, { currency }));
  seed(hotGamesQuery(siteId, currency, null).queryKey, answerFromPage(HotGames, { currency, lang }));
  for (const modelVersion of [env.template, env.mobile_template]) {
    seed(
      siteModelsQuery('setting', { siteId, language: lang, modelVersion }).queryKey,
      answerFromPage(ModelSetting, { lang, model_version: modelVersion }),
    );
  }
}

/**
 * A visitor's game hall came with its page (apps/server/src/first-page.ts): its games in the visitor's
 * currency, for the device the server took the browser for by its user agent (a phone's list or a
 * desktop's). Looked up for both: a page whose layout is the other one asks for its list itself.
 */
export function gameHallLoader(queryClient: QueryClient) {
  return headStart(queryClient, (site, session, { params }) => {
    const gtId = Number(params.id);
    if (session.loggedIn || !isGameHallId(gtId)) return;
    const currency = hallCurrency(site.env_config, session);
    for (const device of [0, 1]) {
      seedFromPage(
        queryClient,
        hallGamesQueryOptions({ siteId: site.site_id, currency, device, gtId, memberId: null }).queryKey,
        answerFromPage(GameLabel, { currency, device, game_type_id: gtId, lang: i18n.language }),
      );
    }
  });
}

export function notFound() {
  return data(null, { status: 404, statusText: 'Not Found' });
}

/** Unknown paths (the `*` route). */
export function notFoundLoader(): never {
  throw notFound();
}

/**
 * Agent and recommend links (/register?id=&invite=&currency=) are remembered in cookies for
 * LINK_EXPIRE_TIME minutes before the production redirect to / drops the query (spec §2, §9).
 */
async function rememberRegisterLink(
  search: string,
  siteId: number,
  env: { link_expire_time: number; currencies: string[] },
) {
  const params = readLinkParams(search);
  const opts = { linkExpireMinutes: env.link_expire_time, siteCurrencies: env.currencies };
  let writes = linkCookieWrites(params, opts);
  // An agent's named link: the visit counts the click and says which agent and currency it locks.
  if (params.link) {
    try {
      const visitor = Cookies.get(COOKIES.agentLinkVisitor.name);
      const answer = await visitAgentLink(siteId, params.link, visitor);
      writes = agentLinkCookieWrites(params.link, answer, opts);
    } catch {
      // Unreachable now: the page opens without the lock, as for a link that is off.
    }
  }
  for (const write of writes) {
    Cookies.set(write.name, write.value, { path: '/', expires: write.minutes / (24 * 60), sameSite: 'lax' });
  }
}
