import {
  mobileTemplateBase,
  type MobileTemplate,
  type TEnvConfig,
  type TFooterSection,
  type TTemplateConfig,
  type TLogoKind,
} from '@arks/contracts';
import type { Db } from '../../../db/client';
import { createTtlCache } from '../../../platform/ttl-cache';
import { localize } from './localize';
import * as repo from './repository';
import type { Site } from './repository';

export type { Site };
export type SiteService = ReturnType<typeof createSiteService>;

export function createSiteService(db: Db, cacheMs = 0) {
  const byId = createTtlCache<Site | undefined>(cacheMs);
  const byHost = createTtlCache<Site | undefined>(cacheMs);
  const lists = createTtlCache<[string[], string[], { from: string; to: string }[]]>(cacheMs);
  const loadLists = (site: Site) =>
    lists.get(String(site.id), () =>
      Promise.all([
        repo.listCurrencies(db, site.id),
        repo.listLanguages(db, site.id),
        repo.listRedirects(db, site.id),
      ]),
    );
  return {
    // Every call resolves its site; sites change rarely, so each node keeps them for a few seconds.
    findActiveById: (id: number) => byId.get(String(id), () => repo.findActiveSiteById(db, id)),
    /**
     * A host no site serves is not remembered: it would go to the default site, so a site staff just
     * created (on any node) must be found on its first request, not after the cache expires.
     */
    async findActiveByHost(host: string) {
      const site = await byHost.get(host, () => repo.findActiveSiteByHost(db, host));
      if (!site) byHost.delete(host);
      return site;
    },
    /** Drops this node's cached sites (after staff change one). */
    forget() {
      byId.clear();
      byHost.clear();
      lists.clear();
    },

    /** The currencies the site opens, in its order; the first is the default. */
    currencies: (site: Site) => repo.listCurrencies(db, site.id),

    /** The languages the site offers, in its order (env_config `languages`). */
    languages: async (site: Site) => (await loadLists(site))[1],

    /** Read fresh (not cached): staff switch it while members play. */
    cashSurplusActive: async (siteId: number, currency: string) => ({
      active: await repo.findCashSurplusActive(db, siteId, currency),
    }),

    /**
     * The site's env_config. The websocket URLs point at the host the member used, so each site (and
     * each node behind a load balancer) hands out its own public address.
     */
    async envConfig(site: Site, requestHost: string): Promise<TEnvConfig> {
      const [currencies, languages, redirects] = await loadLists(site);
      return {
        site_id: site.id,
        site_name: site.name,
        title_zh: site.titleZh,
        title_en: site.titleEn,
        theme: site.theme,
        template: site.template,
        mobile_template: site.mobileTemplate as TEnvConfig['mobile_template'],
        site_template: site.siteTemplate,
        currencies,
        languages,
        default_language: site.defaultLanguage,
        time_zone: site.timeZone,
        is_demo: site.isDemo,
        link_expire_time: site.linkExpireTime,
        game_room_enabled: site.gameRoomEnabled,
        customer_service_url: site.customerServiceUrl,
        maintenance:
          site.maintenanceStartAt && site.maintenanceEndAt
            ? { start_at: site.maintenanceStartAt.toISOString(), end_at: site.maintenanceEndAt.toISOString() }
            : null,
        CONFIG_WEBSOCKET_URL: `ws://${requestHost}`,
        CONFIG_WEBSOCKET_URL_SSL: `wss://${requestHost}`,
        redirects,
      };
    },

    async logos(site: Site) {
      const rows = await repo.listLogos(db, site.id);
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as TLogoKind,
        photo_path: row.path,
      }));
    },

    /**
     * The look of the requested mobile template, else of the site's own mobile template, else the
     * site's first configured one: staff may switch a site to a template it has no look of its own
     * for (the answer names the template it describes). An alias (origin_mobile) is configured under
     * the template it stands for (origin).
     */
    async templateConfig(
      site: Site,
      lang: string,
      mobileTemplate?: MobileTemplate,
    ): Promise<TTemplateConfig> {
      const own = mobileTemplateBase(site.mobileTemplate as MobileTemplate);
      const row =
        (mobileTemplate &&
          (await repo.findTemplateConfig(db, site.id, mobileTemplateBase(mobileTemplate)))) ||
        (await repo.findTemplateConfig(db, site.id, own)) ||
        (await repo.findFirstTemplateConfig(db, site.id));
      // A site staff just made in the console has no look yet: it gets a plain one (issue 25), not a
      // 404 on every page load.
      if (!row) return defaultTemplateConfig(site, lang);
      return {
        template: site.template,
        mobile_template: row.mobileTemplate,
        theme: row.theme,
        colors: row.colors,
        home_sections: row.homeSections,
        hero: {
          image: row.heroImage,
          title: localize(row.heroTitle, lang),
          subtitle: localize(row.heroSubtitle, lang),
        },
      };
    },

    async footer(site: Site, lang: string): Promise<TFooterSection[]> {
      const sections = await repo.listFooter(db, site.id);
      return sections.map(({ section, items }) => ({
        id: section.id,
        section: section.section as TFooterSection['section'],
        title: localize(section.titles, lang),
        items: items.map((item) => ({ id: item.id, title: localize(item.titles, lang), url: item.url })),
      }));
    },
  };
}

/** Home sections a site without a configured look shows, in order. */
export const DEFAULT_HOME_SECTIONS = ['banner', 'marquee', 'game_halls', 'hot_games', 'jackpot'];

/**
 * The look of a site with no template configuration (spec §7 /api/template_config): a neutral dark
 * scheme under the site's own theme name, the usual home sections, and the site's title as the welcome
 * words (Chinese for zh_CN, as the page title, §2). No artwork: the page draws the band without it.
 */
export function defaultTemplateConfig(
  site: Pick<Site, 'template' | 'mobileTemplate' | 'theme' | 'titleZh' | 'titleEn'>,
  lang: string,
): TTemplateConfig {
  return {
    template: site.template,
    mobile_template: site.mobileTemplate,
    theme: site.theme,
    colors: {
      primary: '#2f7df6',
      accent: '#f5b83d',
      background: '#0f1420',
      surface: '#182030',
      text: '#eef2f8',
    },
    home_sections: [...DEFAULT_HOME_SECTIONS],
    hero: { image: '', title: lang === 'zh_CN' ? site.titleZh : site.titleEn, subtitle: '' },
  };
}

// Platform code declares only what it reads of a request's site and of the site directory; this
// module widens both to its own types, so handlers get the whole site and service.
declare module '../../../platform/request-context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- widening by declaration merging
  interface RequestSite extends Site {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- widening by declaration merging
  interface SiteDirectory extends SiteService {}
}
