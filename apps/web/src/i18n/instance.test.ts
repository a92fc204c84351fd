import { beforeEach, describe, expect, it, vi } from 'vitest';

// The i18n instance keeps state (what it downloaded); each test starts from a fresh one.
beforeEach(() => {
  vi.resetModules();
});

const englishKeys = (bundle: Record<string, unknown> | undefined) => Object.keys(bundle ?? {});

describe('the English fallback', () => {
  it('is not downloaded with another language, and arrives once a text turns out missing', async () => {
    const { applyLanguage, i18n } = await import('./instance');
    await applyLanguage('ko_KR');
    expect(i18n.t('header.login')).toBe('로그인');
    expect(englishKeys(i18n.getResourceBundle('en_US', 'translation'))).toEqual([]);

    expect(i18n.t('test_nowhere')).toBe('test_nowhere');
    await vi.waitFor(() =>
      expect(englishKeys(i18n.getResourceBundle('en_US', 'translation'))).toContain('header'),
    );
    i18n.addResource('en_US', 'translation', 'test_only_english', 'Only in English');
    expect(i18n.t('test_only_english')).toBe('Only in English');
  });

  it('is downloaded in full when English becomes the language after being left out', async () => {
    const { applyLanguage, i18n } = await import('./instance');
    await applyLanguage('zh_CN');
    await applyLanguage('en_US');
    expect(i18n.t('header.login')).toBe('Log in');
  });
});
