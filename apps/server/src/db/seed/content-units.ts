import { and, eq, inArray, isNull, like, notInArray, sql } from 'drizzle-orm';
import { banners, marqueeAnnouncements, popupPromotions, popupSettings, siteLanguages } from '../schema';
import { BANNER_KINDS, type BannerKind } from './banner-art';
import { demoBannerFiles } from './banner-art-files';
import type { SeedUnit } from './index';
import { inEveryLanguage, paragraphs, withSite, type TitledSite } from './texts';

const art = (siteId: number, file: string) => `/static/sites/${siteId}/${file}`;

/** Where each demo banner leads: the promotion's page, or the slot hall. */
const BANNER_LINKS: Record<BannerKind, string> = {
  checkIn: '/discount/1',
  redEnvelope: '/discount/2',
  slots: '/gameHall/2',
};

/**
 * The single English banners earlier releases seeded for every language. A database seeded then has
 * them; the per-language banners replace those still as seeded (staff's own banners stay).
 */
const ENGLISH_ONLY_ART = ['banner-welcome.svg', 'banner-slots.svg', 'banner-mobile.svg'];

/**
 * The demo banners: each kind for desktop (use_type 0) and phone (2), one per language the site offers
 * (a banner in another language is never shown there and only clutters the console's list, issue 25).
 */
function bannerRows(siteId: number, languages: readonly string[]) {
  return demoBannerFiles(siteId)
    .filter((file) => languages.includes(file.lang))
    .map((file) => ({
      siteId,
      useType: file.size === 'desktop' ? 0 : 2,
      imageUrl: art(siteId, file.path),
      link: BANNER_LINKS[file.kind],
      linkType: 1,
      languages: [file.lang],
      sort: BANNER_KINDS.indexOf(file.kind) + 1,
    }));
}

/** Banners per language, marquee lines and one pop-up promotion per site, texts in every language. */
export function contentUnits(site: { id: number; languages: readonly string[] } & TitledSite): SeedUnit[] {
  return [
    {
      key: `site:${site.id}:banners-by-language`,
      async apply(tx) {
        await tx.delete(banners).where(
          and(
            eq(banners.siteId, site.id),
            isNull(banners.languages),
            inArray(
              banners.imageUrl,
              ENGLISH_ONLY_ART.map((file) => art(site.id, file)),
            ),
          ),
        );
        const rows = bannerRows(site.id, site.languages);
        if (rows.length) await tx.insert(banners).values(rows);
      },
    },
    {
      // Earlier releases seeded a banner per language of spec §9 on every demo site: those still as
      // seeded, in a language the site does not offer now, go (staff's own banners stay).
      key: `site:${site.id}:banners-only-offered-languages`,
      async apply(tx) {
        const offered = tx
          .select({ language: siteLanguages.language })
          .from(siteLanguages)
          .where(eq(siteLanguages.siteId, site.id));
        await tx
          .delete(banners)
          .where(
            and(
              eq(banners.siteId, site.id),
              like(banners.imageUrl, art(site.id, 'banners/%')),
              sql`cardinality(${banners.languages}) = 1`,
              notInArray(sql`${banners.languages}[1]`, offered),
            ),
          );
      },
    },
    {
      key: `site:${site.id}:home-content`,
      async apply(tx) {
        await tx.insert(marqueeAnnouncements).values([
          {
            siteId: site.id,
            sort: 2,
            texts: inEveryLanguage((texts, lang) => withSite(texts.content.marquee.welcome, site, lang)),
          },
          {
            siteId: site.id,
            sort: 1,
            texts: inEveryLanguage((texts) => texts.content.marquee.maintenance),
          },
        ]);
        await tx.insert(popupPromotions).values({
          siteId: site.id,
          displayDevice: 0,
          locations: [2],
          titles: inEveryLanguage((texts) => texts.content.popup.title),
          bodies: inEveryLanguage((texts) => paragraphs(texts.content.popup.body)),
        });
        await tx.insert(popupSettings).values({ siteId: site.id, displayFrequency: 1 }).onConflictDoNothing();
      },
    },
  ];
}
