import { describe, expect, it } from 'vitest';
import { isAppError } from './app-error';
import { languageOrder, pickText, requireDefaultLanguage, storedTexts } from './localized-text';

describe('texts by language', () => {
  const texts = { zh_CN: '幸运红包', en_US: 'Lucky envelope', th_TH: 'อั่งเปา' };

  it('answer the reader’s language first', () => {
    expect(pickText(texts, 'th_TH', 'zh_CN')).toBe('อั่งเปา');
    expect(pickText(texts, 'zh_CN', 'en_US')).toBe('幸运红包');
  });

  it('fall back to the site’s default language, then English (spec §9), then any', () => {
    expect(pickText(texts, 'ko_KR', 'zh_CN')).toBe('幸运红包');
    expect(pickText(texts, 'ko_KR', 'vi_VN')).toBe('Lucky envelope');
    expect(pickText({ ja_JP: 'ラッキー' }, 'ko_KR', 'vi_VN')).toBe('ラッキー');
    expect(pickText({}, 'ko_KR', 'vi_VN')).toBe('');
  });

  it('skip an empty text as if the language had none', () => {
    expect(pickText({ ...texts, th_TH: '' }, 'th_TH', 'zh_CN')).toBe('幸运红包');
  });

  it('try each language once, in order', () => {
    expect(languageOrder('th_TH', 'en_US')).toEqual(['th_TH', 'en_US']);
    expect(languageOrder('en_US', 'en_US')).toEqual(['en_US']);
    expect(languageOrder('ko_KR', 'zh_CN')).toEqual(['ko_KR', 'zh_CN', 'en_US']);
  });

  it('refuse staff texts without the site’s default language, naming the field', () => {
    expect(() => requireDefaultLanguage('titles', texts, 'zh_CN')).not.toThrow();
    let caught: unknown;
    try {
      requireDefaultLanguage('titles', { en_US: 'Only English', vi_VN: '  ' }, 'vi_VN');
    } catch (err) {
      caught = err;
    }
    expect(isAppError(caught) && caught.httpStatus).toBe(400);
    expect((caught as Error).message).toMatch(/^titles\.vi_VN: required/);
  });

  it('store only the languages that have a text', () => {
    expect(storedTexts({ zh_CN: '红包', en_US: undefined })).toEqual({ zh_CN: '红包' });
  });
});
