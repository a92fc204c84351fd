import type { z } from 'zod';
import type { ZBanner, ZMarqueeLine } from '@arks/contracts';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { pickText } from '../../../platform/localized-text';
import type { Reader } from '../../../platform/reader';
import * as repo from './repository';

type Banner = z.infer<typeof ZBanner>;
type MarqueeLine = z.infer<typeof ZMarqueeLine>;

/** Who reads: see platform/reader.ts. */
export type ContentAudience = Reader;

export type ContentService = ReturnType<typeof createContentService>;

/** Home content for the member site: banners and marquee lines live now for this audience. */
export function createContentService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function banners(a: ContentAudience, useType: number): Promise<Banner[]> {
    const rows = await repo.liveBanners(db, a.siteId, useType, a.currency, clock.now());
    return rows
      .filter((r) => !r.languages || r.languages.includes(a.lang))
      .map((r) => ({
        id: r.id,
        url: r.imageUrl,
        link: r.link,
        link_type: r.linkType as Banner['link_type'],
        link_method: r.linkMethod as Banner['link_method'],
        game_link_parameter: r.gameLink ?? null,
        sort: r.sort,
      }));
  }

  async function marquee(a: ContentAudience, order: 'asc' | 'desc'): Promise<MarqueeLine[]> {
    const rows = await repo.liveMarquee(db, a.siteId, a.currency, clock.now(), order);
    return rows
      .filter((r) => (a.memberId ? r.displayAfterLogin === 1 : r.displayBeforeLogin === 1))
      .map((r) => ({
        id: r.id,
        content: pickText(r.texts, a.lang, a.fallbackLang),
        display_before_login: r.displayBeforeLogin as 0 | 1,
        display_after_login: r.displayAfterLogin as 0 | 1,
        sort: r.sort,
      }))
      .filter((line) => line.content !== '');
  }

  return { banners, marquee };
}
