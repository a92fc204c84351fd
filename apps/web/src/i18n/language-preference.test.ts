import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from './instance';
import {
  offeredLanguages,
  resolveInitialLanguage,
  switchLanguage,
  writeLanguageCookies,
} from './language-preference';

describe('initial language (spec §4)', () => {
  it('prefers the locale cookie, then the lang cookie, then the site default, then en_US', () => {
    expect(resolveInitialLanguage({ locale: 'vi_VN', lang: 'ja_JP' }, 'zh_CN')).toBe('vi_VN');
    expect(resolveInitialLanguage({ locale: undefined, lang: 'ja_JP' }, 'zh_CN')).toBe('ja_JP');
    expect(resolveInitialLanguage({ locale: undefined, lang: undefined }, 'zh_CN')).toBe('zh_CN');
    expect(resolveInitialLanguage({ locale: 'xx_XX', lang: undefined }, 'en_US')).toBe('en_US');
    expect(resolveInitialLanguage({ locale: undefined, lang: undefined }, undefined)).toBe('en_US');
  });

  it('ignores a stored choice the site does not offer, and offers every language only when none is set', () => {
    const site2 = ['en_US', 'vi_VN', 'th_TH'];
    expect(resolveInitialLanguage({ locale: 'zh_CN', lang: undefined }, 'en_US', site2)).toBe('en_US');
    expect(resolveInitialLanguage({ locale: 'zh_CN', lang: 'th_TH' }, 'en_US', site2)).toBe('th_TH');
    expect(resolveInitialLanguage({ locale: 'vi_VN', lang: undefined }, 'en_US', site2)).toBe('vi_VN');
    expect(offeredLanguages(site2)).toEqual(site2);
    expect(offeredLanguages(['en_US', 'xx_XX'])).toEqual(['en_US']);
    expect(offeredLanguages(undefined)).toHaveLength(11);
  });
});

describe('language switch', () => {
  it('writes i18n_redirected (365 days, path /, SameSite lax) and lang (365 days)', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeLanguageCookies('th_TH');
    expect(set).toHaveBeenCalledWith('i18n_redirected', 'th_TH', {
      expires: 365,
      path: '/',
      sameSite: 'lax',
    });
    expect(set).toHaveBeenCalledWith('lang', 'th_TH', { expires: 365, path: '/' });
  });

  it('loads the catalog lazily, switches, sets <html lang> and falls back to English for missing keys', async () => {
    await switchLanguage('ko_KR');
    expect(i18n.language).toBe('ko_KR');
    expect(document.documentElement.lang).toBe('ko-KR');
    expect(Cookies.get('i18n_redirected')).toBe('ko_KR');
    expect(i18n.t('header.login')).toBe('로그인');
    // The contracts' validation texts load with the language.
    expect(i18n.t('signup.err_psw_length')).toBe('비밀번호는 6~12자여야 합니다');
    // Every catalog is complete; a key only English has still reads in English.
    i18n.addResource('en_US', 'translation', 'test_only_english', 'Only in English');
    expect(i18n.t('test_only_english')).toBe('Only in English');
    await switchLanguage('zh_CN');
    expect(i18n.t('signup.err_psw_length')).toBe('密码长度须为6-12位');
  });
});
