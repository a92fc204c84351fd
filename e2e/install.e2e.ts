import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';

/** Installing the member site as an app: the manifest, the /app page and the iOS favourite hint. */

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('links the site’s own manifest and explains installing on a desktop browser', async () => {
  const { page } = await newPage(browser, 'desktop');
  await page.goto(baseUrl() + '/app');
  const panel = page.getByTestId('app-install');
  await panel.waitFor();
  expect(await panel.getAttribute('data-guide')).toBe('manual');
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
    return (await fetch(href)).json();
  });
  expect(manifest).toMatchObject({ start_url: '/?pwa=1', display: 'standalone' });
  expect(await page.getByTestId('ios-favourite-hint').count()).toBe(0);
  await screenshot(page, 'install-app-desktop');
  await page.context().close();
});

it('on Safari for iPhone shows the Add to Home Screen steps and a hint that stays closed', async () => {
  const { page } = await newPage(browser, 'phone', { userAgent: IPHONE_SAFARI });
  await page.goto(baseUrl() + '/app');
  const panel = page.getByTestId('app-install');
  await panel.waitFor();
  expect(await panel.getAttribute('data-guide')).toBe('ios-safari');
  const hint = page.getByTestId('ios-favourite-hint');
  await hint.waitFor();
  await screenshot(page, 'install-app-iphone');
  await hint.getByRole('button').click();
  await hint.waitFor({ state: 'detached' });
  await page.reload();
  await panel.waitFor();
  expect(await hint.count()).toBe(0);
  await page.context().close();
});
