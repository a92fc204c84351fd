import { describe, expect, it } from 'vitest';
import { isPageRoute } from './page-routes';

describe('page routes', () => {
  it('spec §2 page routes: every listed page, any case, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/discount/3',
      '/faq/12',
      '/gameHall/3',
      '/gamehall/5/',
      '/main/7',
      '/user',
      '/user/Info',
      '/user/bindaccount',
      '/loading',
      '/Deposit',
      '/slotgame',
      '/authCallback',
    ]) {
      expect(isPageRoute(path), path).toBe(true);
    }
  });

  it("spec §2 'Unknown pages show a Page Not Found error page': other addresses are not pages", () => {
    for (const path of [
      '/nope',
      '/discount/abc',
      '/discount/0',
      '/faq/1/2',
      '/gameHall/99',
      '/gameHall/1',
      '/user/Nothing',
      '/main/12345678901',
      '/index.php',
    ]) {
      expect(isPageRoute(path), path).toBe(false);
    }
  });
});
