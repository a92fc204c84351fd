import type { z } from 'zod';
import type { ZBanner, ZMarqueeLine } from '@arks/contracts';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { languageOrder, pickText } from '../../../platform/localized-text';
import type { Reader } from '../../../platform/reader';
import * as repo from './repository';

type Banner = z.infer<typeof ZBanner>;
type MarqueeLine = z.infer<typeof ZMarqueeLine>;

/**
 * Banners are pictures with their words drawn in, uploaded per language (`languages`; null: a picture
 * without words, shown in every language). A reader gets the language-neutral ones and those of the
 * first language of `languageOrder` that has any (theirs, else the site's default, else English, spec
 * §9), never a mix of two languages. With the site's `offered` languages, a banner in none of them is
 * never shown and the order skips languages the site does not offer (issue 25).
 */
export function bannersForLanguage<T extends { languages: string[] | null }>(
  rows: T[],
  lang: string,
  siteDefault: string,
  offered: readonly string[] = [],
): T[] {
  const allowed = (code: string) => offered.length === 0 || offered.includes(code);
  const written = languageOrder(lang, siteDefault)
    .filter(allowed)
    .find((code) => rows.some((row) => row.languages?.includes(code)));
  return rows.filter((row) => !row.languages || (written !== undefined && row.languages.includes(written)));
}

/** Who reads: see platform/reader.ts. */
export type ContentAudience = Reader;

export type ContentService = ReturnType<typeof createContentService>;

/** Home content for the member site: banners and marquee lines live now for this audience. */
export function createContentService(deps: {
  db: Db;
  clock: Clock;
  /** The languages the site offers (its env_config `languages`); empty when unknown. */
  offeredLanguages?: (siteId: number) => Promise<string[]>;
}) {
  const { db, clock } = deps;

  async function banners(a: ContentAudience, useType: number): Promise<Banner[]> {
    const [rows, offered] = await Promise.all([
      repo.liveBanners(db, a.siteId, useType, a.currency, clock.now()),
      deps.offeredLanguages?.(a.siteId) ?? [],
    ]);
    return bannersForLanguage(rows, a.lang, a.fallbackLang, offered).map((r) => ({
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
