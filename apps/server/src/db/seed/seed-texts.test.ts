import { LANG_CODES, type LangCode } from '@arks/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createDb, type Db } from '../client';
import {
  depositChannels,
  footerItems,
  footerSections,
  games,
  infoPages,
  marqueeAnnouncements,
  popupPromotions,
  redEnvelopePromotions,
  serviceAgreements,
  signInCampaigns,
  templateConfigs,
} from '../schema';
import { seedSites } from './sites';
import { SEED_TEXTS } from './texts';

/**
 * English texts some languages may keep as they are, with the languages and the reason (a brand name,
 * say). Empty today: even the house games' names are written for each market.
 */
const SAME_AS_ENGLISH: Partial<Record<string, { languages: LangCode[]; reason: string }>> = {};
const mayStayEnglish = (english: string, lang: LangCode) =>
  SAME_AS_ENGLISH[english]?.languages.includes(lang) ?? false;

const others = LANG_CODES.filter((lang) => lang !== 'en_US');

/** Every string of the English texts with its path, e.g. `infoPages.main.2.body.2`. */
function leaves(value: unknown, path: string[] = []): { path: string[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  return Object.entries(value as object).flatMap(([key, child]) => leaves(child, [...path, key]));
}
const at = (lang: LangCode, path: string[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], SEED_TEXTS[lang]);
const tags = (text: string) => text.match(/<\/?[a-z]+>/g) ?? [];
const count = (value: unknown) => (Array.isArray(value) ? value.length : undefined);

describe('seed texts (texts/)', () => {
  const english = leaves(SEED_TEXTS.en_US);

  it('write every English text in every language, not copied from English', () => {
    const problems: string[] = [];
    for (const lang of others) {
      for (const { path, text } of english) {
        const own = at(lang, path);
        const name = `${lang} ${path.join('.')}`;
        if (typeof own !== 'string' || own.trim() === '') problems.push(`${name}: missing`);
        else if (own === text && !mayStayEnglish(text, lang)) problems.push(`${name}: same as English`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keep the site title, the markup and the paragraphs of the English', () => {
    const problems: string[] = [];
    for (const lang of others) {
      for (const { path, text } of english) {
        const own = String(at(lang, path));
        const name = `${lang} ${path.join('.')}`;
        if (own.includes('{site}') !== text.includes('{site}')) problems.push(`${name}: {site}`);
        if (tags(own).join() !== tags(text).join()) problems.push(`${name}: markup ${tags(own).join()}`);
        const parent = path.slice(0, -1);
        if (count(at(lang, parent)) !== count(at('en_US', parent))) problems.push(`${name}: paragraphs`);
      }
    }
    expect(problems).toEqual([]);
  });
});

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase(); // migrated and seeded as a fresh start leaves it
  db = createDb(database.pool);
});
afterAll(() => database.drop());

/** The problems of one seeded text: a language missing, empty, copied from English or left a `{site}`. */
function check(name: string, texts: Partial<Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const lang of LANG_CODES) {
    const text = texts[lang];
    if (!text?.trim()) problems.push(`${name} ${lang}: missing`);
    else if (text.includes('{site}')) problems.push(`${name} ${lang}: {site} left in`);
    else if (lang !== 'en_US' && text === texts.en_US && !mayStayEnglish(text, lang))
      problems.push(`${name} ${lang}: same as English`);
  }
  return problems;
}

describe('seeded rows a member reads', () => {
  it('have every language of spec §9', async () => {
    const problems: string[] = [];
    for (const page of await db.select().from(infoPages)) {
      const name = `info_pages ${page.siteId}:${page.kind}/${page.number}`;
      problems.push(...check(`${name} title`, page.titles), ...check(`${name} body`, page.bodies));
      if (Object.keys(page.summaries).length) problems.push(...check(`${name} summary`, page.summaries));
    }
    for (const section of await db.select().from(footerSections))
      problems.push(...check(`footer_sections ${section.siteId}:${section.section}`, section.titles));
    for (const item of await db.select().from(footerItems))
      problems.push(...check(`footer_items ${item.sectionId}:${item.url}`, item.titles));
    for (const game of await db.select().from(games).where(eq(games.house, true)))
      problems.push(...check(`games ${game.gameCode}`, game.names));
    for (const line of await db.select().from(marqueeAnnouncements))
      problems.push(...check(`content_marquee ${line.siteId}:${line.sort}`, line.texts));
    for (const popup of await db.select().from(popupPromotions)) {
      problems.push(...check(`content_popups ${popup.siteId} title`, popup.titles));
      problems.push(...check(`content_popups ${popup.siteId} body`, popup.bodies));
    }
    for (const channel of await db.select().from(depositChannels))
      problems.push(
        ...check(`deposit_channels ${channel.siteId}:${channel.currency}:${channel.type}`, channel.names),
      );
    for (const c of await db.select().from(signInCampaigns))
      problems.push(...check(`sign_in_campaigns ${c.siteId}:${c.currency}:${c.startDate}`, c.titles));
    for (const e of await db.select().from(redEnvelopePromotions))
      problems.push(...check(`red_envelope_promotions ${e.siteId}:${e.currency}:${e.id}`, e.titles));
    for (const site of seedSites) {
      const rows = await db.select().from(serviceAgreements).where(eq(serviceAgreements.siteId, site.id));
      const by = (field: 'title' | 'content') =>
        Object.fromEntries(rows.map((row) => [row.language, row[field]]));
      problems.push(...check(`service_agreements ${site.id} title`, by('title')));
      problems.push(...check(`service_agreements ${site.id} content`, by('content')));
    }
    expect(problems).toEqual([]);
  });

  it('name the site by its Chinese title in Chinese and its English title elsewhere', async () => {
    for (const site of seedSites) {
      const [about] = await db
        .select()
        .from(infoPages)
        .where(and(eq(infoPages.siteId, site.id), eq(infoPages.kind, 'main'), eq(infoPages.number, 3)));
      for (const lang of LANG_CODES) {
        const title = lang.startsWith('zh_') ? site.titleZh : site.titleEn;
        expect(about!.bodies[lang], `${site.id} ${lang}`).toContain(title);
      }
    }
  });

  it('give the demo brands’ hero texts in each brand’s own languages', async () => {
    // Hero titles are written per brand for the languages it offers, not for all of spec §9.
    for (const site of seedSites) {
      const templates = await db.select().from(templateConfigs).where(eq(templateConfigs.siteId, site.id));
      expect(templates.length).toBeGreaterThan(0);
      for (const template of templates) {
        for (const lang of site.languages) {
          expect(template.heroTitle[lang], `${site.id} ${lang}`).toBeTruthy();
          expect(template.heroSubtitle[lang], `${site.id} ${lang}`).toBeTruthy();
        }
      }
    }
  });
});
