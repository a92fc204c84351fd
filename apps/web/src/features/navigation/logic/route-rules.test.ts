import { describe, expect, it } from 'vitest';
import { decideRoute, type RouteRuleInput } from './route-rules';

const base: RouteRuleInput = {
  pathname: '/',
  search: '',
  isProd: true,
  redirects: [],
  origin: 'http://localhost:3000',
};
const decide = (over: Partial<RouteRuleInput>) => decideRoute({ ...base, ...over });

describe('route rules (spec §2)', () => {
  it('renders ordinary pages', () => {
    for (const pathname of [
      '/',
      '/app',
      '/discount',
      '/faq',
      '/sponsor',
      '/user',
      '/proxy',
      '/close',
      '/loading',
    ]) {
      expect(decide({ pathname })).toEqual({ kind: 'render' });
    }
  });

  it('/fastDeposit sets isFastDeposit and goes home', () => {
    expect(decide({ pathname: '/fastDeposit' })).toEqual({
      kind: 'redirect',
      to: '/',
      cookie: { name: 'isFastDeposit', value: 'true' },
    });
    expect(decide({ pathname: '/fastdeposit/' })).toMatchObject({ kind: 'redirect', to: '/' });
  });

  it('bare /main, /gameHall and /slotgame go home', () => {
    expect(decide({ pathname: '/main' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide({ pathname: '/gameHall' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide({ pathname: '/gameHall/' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide({ pathname: '/slotgame' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide({ pathname: '/slotgame', search: '?gt_id=abc' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('/slotgame with a hall id renders', () => {
    expect(decide({ pathname: '/slotgame', search: '?gt_id=2&gp_id=Popular&house=0' })).toEqual({
      kind: 'render',
    });
  });

  it('/register redirects home and sets isRouteRegister only in production', () => {
    expect(decide({ pathname: '/register', isProd: true })).toEqual({
      kind: 'redirect',
      to: '/',
      cookie: { name: 'isRouteRegister', value: 'true' },
    });
    expect(decide({ pathname: '/register', isProd: false })).toEqual({ kind: 'render' });
  });

  it('game hall ids outside 2-9 are 404, the slot hall goes to /slotgame', () => {
    expect(decide({ pathname: '/gameHall/3' })).toEqual({ kind: 'render' });
    expect(decide({ pathname: '/gameHall/9' })).toEqual({ kind: 'render' });
    expect(decide({ pathname: '/gameHall/10' })).toEqual({ kind: 'not-found' });
    expect(decide({ pathname: '/gameHall/1' })).toEqual({ kind: 'not-found' });
    expect(decide({ pathname: '/gameHall/abc' })).toEqual({ kind: 'not-found' });
    expect(decide({ pathname: '/gameHall/2' })).toEqual({
      kind: 'redirect',
      to: '/slotgame?gt_id=2&gp_id=Popular&house=0',
    });
  });

  it('detail pages need a positive numeric id', () => {
    expect(decide({ pathname: '/main/12' })).toEqual({ kind: 'render' });
    expect(decide({ pathname: '/faq/3' })).toEqual({ kind: 'render' });
    expect(decide({ pathname: '/discount/4' })).toEqual({ kind: 'render' });
    expect(decide({ pathname: '/main/0' })).toEqual({ kind: 'not-found' });
    expect(decide({ pathname: '/faq/x1' })).toEqual({ kind: 'not-found' });
    expect(decide({ pathname: '/discount/4/5' })).toEqual({ kind: 'not-found' });
  });

  describe('server-provided redirects', () => {
    it('redirects inside the site', () => {
      expect(decide({ pathname: '/promo', redirects: [{ from: '/promo', to: '/discount/3' }] })).toEqual({
        kind: 'redirect',
        to: '/discount/3',
      });
      // Same-origin absolute targets stay in-app too.
      expect(
        decide({ pathname: '/old/', redirects: [{ from: '/old', to: 'http://localhost:3000/faq?x=1' }] }),
      ).toEqual({ kind: 'redirect', to: '/faq?x=1' });
    });

    it('wins over the built-in rules', () => {
      expect(decide({ pathname: '/sponsor', redirects: [{ from: '/sponsor', to: '/discount' }] })).toEqual({
        kind: 'redirect',
        to: '/discount',
      });
    });

    it('external targets cause a full navigation', () => {
      expect(
        decide({ pathname: '/blog', redirects: [{ from: '/blog', to: 'https://blog.example.com/a' }] }),
      ).toEqual({
        kind: 'external',
        url: 'https://blog.example.com/a',
      });
    });

    it.each([
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:http://localhost:3000/1234',
    ])('refuses the blocked target %j and renders the page as if unset', (to) => {
      expect(decide({ pathname: '/x', redirects: [{ from: '/x', to }] })).toEqual({ kind: 'render' });
    });

    it('ignores a redirect to the page itself (no loop)', () => {
      expect(decide({ pathname: '/faq', redirects: [{ from: '/faq', to: '/faq' }] })).toEqual({
        kind: 'render',
      });
    });
  });
});
