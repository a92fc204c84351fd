import { describe, expect, it } from 'vitest';
import { footerLink } from './footer-link';
import { rootClassNames } from './root-class';
import { siteTitle } from './site-title';

describe('site title (spec §2)', () => {
  const env = { title_zh: '星河娱乐', title_en: 'Galaxy Play', site_name: 'galaxy' };
  it('is Chinese for zh_CN and English otherwise', () => {
    expect(siteTitle(env, 'zh_CN')).toBe('星河娱乐');
    expect(siteTitle(env, 'en_US')).toBe('Galaxy Play');
    expect(siteTitle(env, 'zh_TW')).toBe('Galaxy Play');
    expect(siteTitle(env, 'vi_VN')).toBe('Galaxy Play');
  });
  it('falls back to the site name when a title is empty', () => {
    expect(siteTitle({ ...env, title_en: '' }, 'en_US')).toBe('galaxy');
  });
});

describe('root class (spec §2)', () => {
  it('names layout, site, theme, language and template', () => {
    expect(
      rootClassNames({
        mode: 'desktop',
        siteName: 'site01',
        theme: 'dark-gold',
        language: 'zh_CN',
        template: 'pc',
      }),
    ).toEqual(['layout-desktop', 'site-site01', 'theme-dark-gold', 'lang-zh_CN', 'template-pc']);
    expect(
      rootClassNames({
        mode: 'mobile',
        siteName: 'Site Two',
        theme: 'ocean',
        language: 'en_US',
        template: 'H5_2',
      }),
    ).toEqual(['layout-mobile', 'site-Site-Two', 'theme-ocean', 'lang-en_US', 'template-H5_2']);
  });
  it('keeps server values to safe class characters', () => {
    const classes = rootClassNames({
      mode: 'mobile',
      siteName: '"><x',
      theme: '',
      language: 'en_US',
      template: 'a b',
    });
    expect(classes).toEqual(['layout-mobile', 'site-x', 'theme-none', 'lang-en_US', 'template-a-b']);
  });
});

describe('footer item links (spec §2)', () => {
  it('classes http(s) urls outerLink and opens them in a new tab', () => {
    for (const url of ['https://help.example.com/a', 'http://x.example', 'HTTPS://UP.EXAMPLE']) {
      const link = footerLink(url);
      expect(link).toMatchObject({ outer: true, className: 'outerLink', target: '_blank', href: url });
      expect(link.rel).toContain('noopener');
    }
  });
  it('links anything else inside the site (main/{id}, faq/{id})', () => {
    expect(footerLink('main/3')).toEqual({
      outer: false,
      href: '/main/3',
      className: undefined,
      target: undefined,
      rel: undefined,
    });
    expect(footerLink('/faq/2')).toMatchObject({ outer: false, href: '/faq/2', className: undefined });
    // Only http(s) counts as outer: a scheme-less host is still an in-site path.
    expect(footerLink('www.example.com').outer).toBe(false);
  });
});
