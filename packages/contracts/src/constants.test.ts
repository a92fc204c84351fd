import { describe, expect, it } from 'vitest';
import {
  COUNTRY_LANGUAGE,
  CURRENCIES,
  footerItemHref,
  GAME_HALLS,
  initialLanguage,
  isLangCode,
  LANGUAGES,
  LANG_CODES,
  MOBILE_TEMPLATES,
  mobileTemplateBase,
} from './constants';

describe('§9 constants', () => {
  it('has the eleven languages with their wire ids 0..10', () => {
    expect(LANG_CODES).toHaveLength(11);
    expect(LANG_CODES.map((l) => LANGUAGES[l].id).sort((a, b) => a - b)).toEqual([...Array(11).keys()]);
    expect(LANGUAGES.zh_CN.id).toBe(1);
    expect(LANGUAGES.bn_BD.id).toBe(10);
  });
  it('every language start currency and country mapping is known', () => {
    for (const l of LANG_CODES) expect(CURRENCIES[LANGUAGES[l].currency]).toBeDefined();
    for (const l of Object.values(COUNTRY_LANGUAGE)) expect(LANGUAGES[l]).toBeDefined();
    expect(COUNTRY_LANGUAGE.LA).toBe('vi_VN');
  });
  it('spec §9 country codes to languages: a first visitor reads their country’s language when the site offers it', () => {
    const none = { locale: undefined, lang: undefined };
    const site1 = ['zh_CN', 'en_US', 'zh_TW'];
    expect(initialLanguage(none, 'zh_CN', site1, 'TW')).toBe('zh_TW');
    expect(initialLanguage(none, 'zh_CN', site1, 'us')).toBe('en_US');
    // LA reads Vietnamese (§9), where the site offers it.
    expect(initialLanguage(none, 'en_US', ['en_US', 'vi_VN'], 'LA')).toBe('vi_VN');
    expect(initialLanguage(none, 'en_US', ['en_US', 'ta_IN'], 'TA')).toBe('ta_IN');
    // A language the site does not offer, an unlisted country or none: the site's default, as before.
    expect(initialLanguage(none, 'zh_CN', site1, 'JP')).toBe('zh_CN');
    expect(initialLanguage(none, 'zh_CN', site1, 'FR')).toBe('zh_CN');
    expect(initialLanguage(none, 'zh_CN', site1, 'constructor')).toBe('zh_CN');
    expect(initialLanguage(none, 'zh_CN', site1, null)).toBe('zh_CN');
    // A stored choice still wins over the country.
    expect(initialLanguage({ locale: undefined, lang: 'en_US' }, 'zh_CN', site1, 'TW')).toBe('en_US');
  });
  it('has the currency symbols of §9', () => {
    expect(CURRENCIES.RMB.symbol).toBe('¥');
    expect(CURRENCIES.VND.symbol).toBe('₫');
    expect(CURRENCIES.BRL.symbol).toBe('R$');
    expect(CURRENCIES.VND.exponent).toBe(0);
  });
  it('has halls 2-9 with their app prefixes', () => {
    expect(Object.keys(GAME_HALLS)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9']);
    expect(GAME_HALLS[9].appPrefix).toBe('g_');
  });
});

describe('templates (§1)', () => {
  it('maps the mobile site-template aliases to origin and bob, every other name to itself', () => {
    expect(mobileTemplateBase('origin_mobile')).toBe('origin');
    expect(mobileTemplateBase('bob_mobile_template')).toBe('bob');
    expect(mobileTemplateBase('H5_4')).toBe('H5_4');
    for (const name of MOBILE_TEMPLATES) expect(MOBILE_TEMPLATES).toContain(mobileTemplateBase(name));
  });
});

describe('footer outerLink rule (§2)', () => {
  it('http(s) urls are outer links, everything else is internal', () => {
    expect(footerItemHref('https://help.example/x')).toEqual({ outer: true, href: 'https://help.example/x' });
    expect(footerItemHref('main/3')).toEqual({ outer: false, href: '/main/3' });
    expect(footerItemHref('/faq/2')).toEqual({ outer: false, href: '/faq/2' });
  });
});

describe('isLangCode', () => {
  it('knows the 11 languages and nothing an object inherits', () => {
    expect(LANG_CODES.every(isLangCode)).toBe(true);
    for (const value of ['constructor', 'toString', '__proto__', 'en-US', '', 'xx_XX', 7]) {
      expect(isLangCode(value), String(value)).toBe(false);
    }
  });
});
