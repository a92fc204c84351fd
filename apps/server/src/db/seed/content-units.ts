import { banners, marqueeAnnouncements, popupPromotions, popupSettings } from '../schema';
import type { SeedUnit } from './index';

const art = (siteId: number, file: string) => `/static/sites/${siteId}/${file}`;

/** A few banners, marquee lines in en_US and zh_CN, and one pop-up promotion per site. */
export function contentUnits(site: { id: number; titleEn: string; titleZh: string }): SeedUnit[] {
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
            texts: {
              en_US: `Welcome to ${site.titleEn}: a 100% bonus waits on your first deposit.`,
              zh_CN: `欢迎来到${site.titleZh}：首次存款即享 100% 奖金。`,
            },
          },
          {
            siteId: site.id,
            sort: 1,
            texts: {
              en_US: 'Scheduled maintenance of some slot providers every Tuesday 04:00-06:00.',
              zh_CN: '部分电子游戏供应商每周二 04:00-06:00 例行维护。',
            },
          },
        ]);
        await tx.insert(popupPromotions).values({
          siteId: site.id,
          displayDevice: 0,
          locations: [2, 3],
          titles: { en_US: 'Weekend reload', zh_CN: '周末续存礼' },
          bodies: {
            en_US: '<p>Deposit this weekend and receive a <strong>20% reload bonus</strong>.</p>',
            zh_CN: '<p>本周末存款即可获得<strong>20% 续存奖金</strong>。</p>',
          },
        });
        await tx.insert(popupSettings).values({ siteId: site.id, displayFrequency: 1 }).onConflictDoNothing();
      },
    },
  ];
}
