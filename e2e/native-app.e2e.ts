import { NATIVE_BRIDGE_MESSAGES } from '@arks/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { keepLogin, newMember } from './support/member';

/**
 * The site inside our iOS app (spec §1 platforms, §7 bridge messages): the app's user-agent token and
 * a stand-in for its WKWebView script message handlers, installed before the site's scripts run.
 */
const IOS_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ArksApp/ios';

type Posted = { handler: string; body: unknown };
type AppWindow = Window & {
  __posted: Posted[];
  arksAppReply?: (message: string, data: unknown) => void;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openInIosApp(): Promise<Page> {
  const { context, page } = await newPage(browser, 'phone', { userAgent: IOS_APP });
  await context.addInitScript((names: readonly string[]) => {
    const w = window as unknown as AppWindow & { webkit: unknown };
    w.__posted = [];
    const messageHandlers: Record<string, { postMessage(body: unknown): void }> = {};
    for (const handler of names) {
      messageHandlers[handler] = { postMessage: (body) => w.__posted.push({ handler, body }) };
    }
    w.webkit = { messageHandlers };
  }, NATIVE_BRIDGE_MESSAGES);
  return page;
}

const posted = (page: Page) => page.evaluate(() => (window as unknown as AppWindow).__posted);

it('in the iOS app, logging out posts logout to the app and stays on the page', async () => {
  const m = await newMember('ios');
  const page = await openInIosApp();
  await keepLogin(page, m);
  await page.goto(baseUrl() + '/user/Info');
  await page.getByTestId('user-info').waitFor();
  await page.getByTestId('info-logout').click();
  await page.getByTestId('login-prompt').waitFor();
  await page.waitForFunction(() =>
    (window as unknown as AppWindow).__posted.some((p) => p.handler === 'logout'),
  );
  expect((await posted(page)).filter((p) => p.handler === 'logout')).toEqual([
    { handler: 'logout', body: {} },
  ]);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(new URL(page.url()).pathname).toBe('/user/Info');
  await page.context().close();
});

it('in the iOS app, the login form asks for a saved login and offers fingerprint or face login', async () => {
  const page = await openInIosApp();
  await page.goto(baseUrl() + '/');
  await page.getByTestId('layout-root').waitFor();
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-form').waitFor();
  await page.waitForFunction(() =>
    (window as unknown as AppWindow).__posted.some((p) => p.handler === 'status'),
  );
  expect(await page.getByTestId('app-quick-login').count()).toBe(0);
  // The app answers as its Swift code does, through evaluateJavaScript.
  await page.evaluate(() =>
    (window as unknown as AppWindow).arksAppReply!('status', { touch_id: true, account: 'amy001' }),
  );
  await page.getByTestId('app-quick-login').click();
  await page.waitForFunction(() =>
    (window as unknown as AppWindow).__posted.some((p) => p.handler === 'callTouchID'),
  );
  expect((await posted(page)).find((p) => p.handler === 'callTouchID')).toEqual({
    handler: 'callTouchID',
    body: { account: 'amy001' },
  });
  await page.context().close();
});
