import { describe, expect, it } from 'vitest';
import { decideLink } from './link-decision';
import { classifyTarget } from '../../../lib/link-target';
import { popupFor } from './popup-window';

const origin = 'https://site.example';

describe('classifyTarget', () => {
  it('keeps relative and same-origin targets in the app', () => {
    expect(classifyTarget('/faq/2', origin)).toEqual({ kind: 'internal', path: '/faq/2' });
    expect(classifyTarget('main/3', origin)).toEqual({ kind: 'internal', path: '/main/3' });
    expect(classifyTarget('https://site.example/user?page=Info#x', origin)).toEqual({
      kind: 'internal',
      path: '/user?page=Info#x',
    });
  });

  it('sends other origins and protocol-relative URLs out', () => {
    expect(classifyTarget('https://other.example/x', origin)).toEqual({
      kind: 'external',
      url: 'https://other.example/x',
    });
    expect(classifyTarget('//evil.example/x', origin)).toEqual({
      kind: 'external',
      url: 'https://evil.example/x',
    });
  });

  it.each([
    'javascript:void(0)',
    'DATA:text/plain,hi',
    'vbscript:x',
    'file:///c:/x',
    'blob:https://site.example/a',
    'about:blank',
  ])('blocks %s', (target) => {
    expect(classifyTarget(target, origin).kind).toBe('blocked');
  });
});

describe('popup windows (spec §2)', () => {
  it('opens /user, /proxy and /fastPayment in a 1500x800 window on desktop', () => {
    for (const path of [
      '/user',
      '/user/Info',
      '/user?page=Deposit',
      '/proxy?page=Register',
      '/fastPayment',
    ]) {
      const popup = popupFor(path, 'desktop');
      expect(popup?.url).toBe(path);
      expect(popup?.features).toContain('width=1500');
      expect(popup?.features).toContain('height=800');
    }
  });

  it('uses the same page on mobile and for other paths', () => {
    expect(popupFor('/user', 'mobile')).toBeNull();
    expect(popupFor('/users', 'desktop')).toBeNull();
    expect(popupFor('/discount', 'desktop')).toBeNull();
  });

  it('centres the window on the screen and names it per page', () => {
    const popup = popupFor('/proxy', 'desktop', { width: 1920, height: 1080 });
    expect(popup?.features).toContain('left=210');
    expect(popup?.features).toContain('top=140');
    expect(popup?.name).toBe('arks_proxy');
    expect(popupFor('/user/Info', 'desktop')?.name).toBe('arks_user');
  });
});

describe('decideLink', () => {
  it('combines the rules', () => {
    expect(decideLink('/user', 'desktop', origin).kind).toBe('popup');
    expect(decideLink('/user', 'mobile', origin)).toEqual({ kind: 'route', to: '/user' });
    expect(decideLink('https://cs.example', 'desktop', origin)).toEqual({
      kind: 'external',
      url: 'https://cs.example/',
    });
    expect(decideLink('javascript:alert(1)', 'desktop', origin)).toEqual({ kind: 'blocked' });
  });
});
