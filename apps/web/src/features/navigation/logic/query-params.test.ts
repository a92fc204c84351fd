import { describe, expect, it } from 'vitest';
import { hasQueryTokenLogin, parsePageQuery, visibleParts } from './query-params';

describe('page query parameters (spec §2)', () => {
  it('shows everything by default', () => {
    const { display } = parsePageQuery('');
    expect(display).toEqual({ showMobileHeader: true, showMobileFooter: true, appPage: null });
    expect(visibleParts(display, 'mobile')).toEqual({ header: true, content: true, footer: true });
  });

  it('header=false and footer=false hide the mobile header and footer only', () => {
    const { display } = parsePageQuery('?header=false&footer=false');
    expect(visibleParts(display, 'mobile')).toEqual({ header: false, content: true, footer: false });
    expect(visibleParts(display, 'desktop')).toEqual({ header: true, content: true, footer: true });
  });

  it('appPage shows only the named part', () => {
    for (const part of ['header', 'content', 'footer'] as const) {
      const { display } = parsePageQuery(`?appPage=${part}`);
      const parts = visibleParts(display, 'mobile');
      expect(
        Object.entries(parts)
          .filter(([, shown]) => shown)
          .map(([name]) => name),
      ).toEqual([part]);
    }
    expect(parsePageQuery('?appPage=sidebar').display.appPage).toBeNull();
  });

  it('parses the hand-over parameters in one place', () => {
    const { entry } = parsePageQuery(
      '?tk=abc&member_account=bob&member_currency=VND&member_id=9&member_type=1&enc=zz&fbclid=fb1&pwa=1',
    );
    expect(entry).toEqual({
      tk: 'abc',
      member_account: 'bob',
      member_currency: 'VND',
      member_id: '9',
      member_type: '1',
      enc: 'zz',
      fbclid: 'fb1',
      pwa: '1',
    });
    expect(hasQueryTokenLogin(entry)).toBe(true);
    expect(hasQueryTokenLogin(parsePageQuery('?tk=abc&member_account=bob&member_id=9').entry)).toBe(false);
  });
});
