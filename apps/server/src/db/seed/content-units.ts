import { banners, marqueeAnnouncements, popupPromotions, popupSettings } from '../schema';
import type { SeedUnit } from './index';
import { inEveryLanguage, paragraphs, withSite, type TitledSite } from './texts';

const art = (siteId: number, file: string) => `/static/sites/${siteId}/${file}`;

/** A few banners, marquee lines and one pop-up promotion per site, their texts in every language. */
export function contentUnits(site: { id: number } & TitledSite): SeedUnit[] {
  return [
    {
      key: `site:${site.id}:home-content`,
      async apply(tx) {
        await tx.insert(banners).values([
          {
            siteId: site.id,
            useType: 0,
            imageUrl: art(site.id, 'banner-welcome.svg'),
            link: '/discount',
            linkType: 1,
            sort: 1,
          },
          {
            siteId: site.id,
            useType: 0,
            imageUrl: art(site.id, 'banner-slots.svg'),
            link: '/gameHall/2',
            linkType: 1,
            sort: 2,
          },
          {
            siteId: site.id,
            useType: 2,
            imageUrl: art(site.id, 'banner-mobile.svg'),
            link: '/discount',
            linkType: 1,
            sort: 1,
          },
          {
            siteId: site.id,
            useType: 2,
            imageUrl: art(site.id, 'banner-slots.svg'),
            link: '/gameHall/2',
            linkType: 1,
            sort: 2,
          },
        ]);
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
