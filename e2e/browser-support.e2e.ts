import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/browser';

/** A browser without what the site needs reads a notice instead of a blank or broken page. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('shows the browser-support notice, and not the app, when a needed feature is missing', async () => {
  const { page } = await newPage(browser, 'phone');
  // An older engine: no IntersectionObserver.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'IntersectionObserver', { value: undefined });
  });
  await page.goto(baseUrl() + '/');
  const notice = page.locator('#browser-support-notice');
  await notice.waitFor();
  expect(await notice.textContent()).toMatch(/browser/i);
  expect(await page.locator('#root').innerHTML()).toBe('');
  await page.context().close();
});

it('shows nothing of the kind in a current browser', async () => {
  const { page } = await newPage(browser, 'desktop');
  await page.goto(baseUrl() + '/');
  await page.getByTestId('layout-root').waitFor();
  expect(await page.locator('#browser-support-notice').count()).toBe(0);
  await page.context().close();
});
