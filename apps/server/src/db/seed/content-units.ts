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
              en_US: `Welcome to ${site.titleEn}: sign in every day of a campaign to collect that day’s reward.`,
              zh_CN: `欢迎来到${site.titleZh}：活动期间每天签到，领取当日奖励。`,
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
          locations: [2],
          titles: { en_US: 'Red envelopes', zh_CN: '红包活动' },
          bodies: {
            en_US:
              '<p>During a red-envelope promotion the envelope floats on every page: <strong>open it before its countdown ends</strong> to receive the cash shown.</p>',
            zh_CN:
              '<p>红包活动期间，红包会浮现在每个页面：<strong>在倒计时结束前拆开</strong>即可获得显示的金额。</p>',
          },
        });
        await tx.insert(popupSettings).values({ siteId: site.id, displayFrequency: 1 }).onConflictDoNothing();
      },
    },
  ];
}
