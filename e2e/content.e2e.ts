import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';

/**
 * The home page as a visitor first sees it: the operator's banners and marquee, and the pop-up
 * promotion, which stays closed for the rest of the visit once closed.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['desktop', 'phone'] as const)('home content, at %s size', (viewport) => {
  it('shows banners, the marquee and the pop-up promotion once per visit', async () => {
    const { page } = await newPage(browser, viewport, { popups: true });
    await page.goto(baseUrl() + '/');
    const popup = page.getByTestId('popup-promotion');
    await popup.waitFor();
    expect(await popup.textContent()).toMatch(/red envelope|红包/i);
    await screenshot(page, `content-popup-${viewport}`);
    // A native modal dialog: the focus is inside it and the page behind does not scroll.
    expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // It closes by its button (desktop) or a tap on the dimmed page around it (phone).
    if (viewport === 'desktop') await page.getByTestId('popup-close').click();
    else await page.mouse.click(6, 6);
    await popup.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    const banners = page.getByTestId(viewport === 'desktop' ? 'banners-0' : 'banners-2');
    await banners.waitFor();
    expect(await banners.locator('img').count()).toBeGreaterThan(0);
    await page.getByTestId('marquee').waitFor();
    await screenshot(page, `content-home-${viewport}`);

    await page.getByTestId('marquee-open').click();
    const news = page.getByTestId('news-dialog');
    await news.waitFor();
    expect(await news.locator('li').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await news.waitFor({ state: 'detached' });

    // The closed pop-up can be read again in the promotion history.
    await page.getByTestId('promotion-history-open').click();
    const history = page.getByTestId('promotion-history');
    await history.waitFor();
    await history.locator('li').first().waitFor();
    expect(await history.textContent()).toMatch(/red envelope|红包/i);
    await screenshot(page, `content-history-${viewport}`);
    await page.keyboard.press('Escape');

    // Same visit: a reload and another page do not bring the pop-up back.
    await page.reload();
    await banners.waitFor();
    await page.waitForTimeout(1200);
    expect(await popup.count()).toBe(0);
    await page.goto(baseUrl() + '/discount');
    await page.getByTestId('promotion-list').waitFor();
    await page.waitForTimeout(1200);
    expect(await popup.count()).toBe(0);
    await page.context().close();
  });
});

it('a banner click follows its link', async () => {
  const { page } = await newPage(browser, 'desktop');
  await page.goto(baseUrl() + '/');
  const first = page.getByTestId('banners-0').locator('button[aria-roledescription], button').first();
  await first.waitFor();
  await first.click();
  // The first seeded banner advertises the daily sign-in rewards: their promotion page.
  await page.waitForURL(/\/discount\/1$/);
  await page.context().close();
});
