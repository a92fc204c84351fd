import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot, type ViewportName } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The page as a cache in front of the server might hold it: without the answers the server put in it,
 * so the page asks for the site's detail itself.
 */
async function pageWithoutCarriedAnswers(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="boot-data">.*?<\/script>/s,
        '',
      );
      await route.fulfill({ response, body });
    },
  );
}

describe.each(['desktop', 'phone'] as const)(
  'how the member site boots at %s size',
  (viewport: ViewportName) => {
    it('spec §7 site/detail: when the call fails, the site draws its home page from the static copy', async () => {
      const { page, context } = await newPage(browser, viewport);
      await pageWithoutCarriedAnswers(page);
      const failed: string[] = [];
      await page.route('**/api/arks/web/site/detail', async (route) => {
        failed.push(route.request().url());
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ code: 503, message: 'Service Unavailable', data: null }),
        });
      });
      const copy = page.waitForResponse((r) => new URL(r.url()).pathname === '/site-config/localhost.json');
      await page.goto(baseUrl() + '/');
      expect((await copy).status()).toBe(200);
      await page.getByTestId('layout-root').waitFor();
      await page.getByTestId('hall-grid').waitFor();
      expect(failed.length).toBeGreaterThan(0);
      expect(await page.getByTestId('error-page').count()).toBe(0);
      await screenshot(page, `boot-site-detail-fallback-${viewport}`);
      await context.close();
    });

    it('spec §9 country codes to languages: a first visitor from Taiwan reads site 1 in zh_TW', async () => {
      const { page, context } = await newPage(browser, viewport);
      await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'TW' });
      await page.goto(baseUrl() + '/');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="layout-root"]')?.className.includes('lang-zh_TW'),
      );
      await screenshot(page, `boot-country-zh_TW-${viewport}`);
      await context.close();
    });

    it("spec §2 'Unknown pages show a Page Not Found error page': 404, the site's error page", async () => {
      const { page, context } = await newPage(browser, viewport);
      const answer = await page.goto(baseUrl() + '/no-such-place');
      expect(answer?.status()).toBe(404);
      await page.getByTestId('error-page').waitFor();
      expect(await page.getByTestId('error-title').textContent()).toBe('Page Not Found');
      const real = await page.goto(baseUrl() + '/discount/1');
      expect(real?.status()).toBe(200);
      await context.close();
    });
  },
);
