import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOUSE_GAMES } from './games/registry';
import { PAGE_LANGS, PAGE_TEXTS, type PageLang } from './page-texts';
import { packageRoot } from './package-root';

/**
 * Texts a language rightly writes exactly as English does, each with the reason. Anything else equal
 * to English is an untranslated text.
 */
const SAME_AS_ENGLISH: Partial<Record<PageLang, Record<string, string>>> = {
  vi_VN: {
    nonce:
      'Vietnamese provably fair pages keep the term "Nonce" (its own label; "Nonce tiếp theo" elsewhere)',
  },
};

const blanks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** What is wrong with one language's texts against English's: each problem as `key: what`. */
function textProblems(
  english: Record<string, string>,
  texts: Record<string, unknown>,
  same: Record<string, string> = {},
): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) if (!Object.hasOwn(texts, key)) problems.push(`${key}: missing`);
  for (const [key, text] of Object.entries(texts)) {
    const en = english[key];
    if (en === undefined) problems.push(`${key}: not in English`);
    else if (typeof text !== 'string' || !text.trim()) problems.push(`${key}: empty`);
    else if (text === en && !Object.hasOwn(same, key)) problems.push(`${key}: same as English`);
    else if (text !== en && Object.hasOwn(same, key)) problems.push(`${key}: listed as same as English`);
    else if (blanks(text).join() !== blanks(en).join())
      problems.push(`${key}: placeholders {${blanks(text).join('}, {')}}`);
  }
  return problems;
}

describe('page texts', () => {
  it.each(PAGE_LANGS.filter((lang) => lang !== 'en_US'))(
    '%s has every English text, translated, with the same placeholders and no other key',
    (lang) => {
      expect(textProblems(PAGE_TEXTS.en_US, PAGE_TEXTS[lang], SAME_AS_ENGLISH[lang])).toEqual([]);
    },
  );

  it('finds each kind of gap', () => {
    const english = { hello: 'Hello, {name}', bye: 'Bye', brand: 'RTP' };
    const texts = { hello: 'Xin chào, {ten}', brand: 'RTP', extra: 'Thêm', bye: '' };
    expect(textProblems(english, texts)).toEqual([
      'hello: placeholders {ten}',
      'brand: same as English',
      'extra: not in English',
      'bye: empty',
    ]);
    expect(textProblems(english, { hello: 'Xin chào', bye: 'Tạm biệt' }, { bye: 'why' })).toEqual([
      'brand: missing',
      'hello: placeholders {}',
      'bye: listed as same as English',
    ]);
    expect(textProblems(english, { ...english }, { hello: '', bye: '', brand: 'a term' })).toEqual([]);
  });

  it('names every game, and no other, in English', () => {
    const names = Object.keys(PAGE_TEXTS.en_US).filter((key) => key.startsWith('name:'));
    expect(names.sort()).toEqual(
      Object.keys(HOUSE_GAMES)
        .map((code) => `name:${code}`)
        .sort(),
    );
    for (const [code, game] of Object.entries(HOUSE_GAMES))
      expect(PAGE_TEXTS.en_US[`name:${code}` as 'name:koi-reels']).toBe(game.name);
  });

  it('has one file per page language in public/i18n, each one the server reads', () => {
    const files = readdirSync(path.join(packageRoot, 'public/i18n')).sort();
    expect(files).toEqual(PAGE_LANGS.map((lang) => `${lang}.js`).sort());
  });
});
