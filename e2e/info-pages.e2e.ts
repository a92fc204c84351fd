import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';

/**
 * The information pages a visitor reads: the promotions running now and one of them, the answers the
 * footer links to, an operator page, an address that is no page, and a page staff saved with script
 * in it (stripped on save, so nothing runs in the member's browser).
 */

let browser: Browser;
/** A content image store address naming no picture: kept by the sanitizer, so its onerror would fire. */
const NO_PICTURE = '0'.repeat(64);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['desktop', 'phone'] as const)('information pages, at %s size', (viewport) => {
  it('lists promotions and opens one, answers a question, shows an operator page', async () => {
    const { page } = await newPage(browser, viewport);
    await page.goto(baseUrl() + '/discount');
    const list = page.getByTestId('promotion-list');
    await list.waitFor();
    expect(await list.locator('li').count()).toBe(2);
    await screenshot(page, `info-promotions-${viewport}`);
    await page.getByTestId('promotion-1').click();
    // Desktop opens the discount modal over the list; phones go to the promotion's page.
    if (viewport === 'desktop') await page.getByTestId('discount-modal').waitFor();
    await page.getByTestId('info-page-article').waitFor();
    expect(page.url()).toBe(baseUrl() + '/discount/1');
    expect(await page.getByTestId('info-page-content').textContent()).toMatch(/sign in|签到/i);
    await screenshot(page, `info-promotion-detail-${viewport}`);

    await page.goto(baseUrl() + '/faq');
    await page.getByTestId('faq-list').waitFor();
    await page.getByTestId('faq-6').click();
    await page.getByTestId('info-page-content').waitFor();
    expect(page.url()).toBe(baseUrl() + '/faq/6');
    expect(await page.getByTestId('info-page-content').textContent()).toMatch(/withdraw|取款/i);
    await screenshot(page, `info-faq-${viewport}`);

    await page.goto(baseUrl() + '/main/3');
    await page.getByTestId('info-page-article').waitFor();
    expect(await page.getByTestId('page-title').textContent()).toMatch(/About us|关于我们/);
    await page.goto(baseUrl() + '/main/999');
    await page.getByTestId('info-page-message').waitFor();
    await screenshot(page, `info-not-found-${viewport}`);
    await page.context().close();
  });
});

it('a page saved with script in it renders without running any of it', async () => {
  const saved = await adminCall('PUT', '/info-pages', {
    site_id: 1,
    kind: 'main',
    number: 90,
    titles: { en_US: 'Script test', zh_CN: '脚本测试' },
    bodies: {
      en_US: `<p>Safe text</p><img src="/static/content/${NO_PICTURE}.png" onerror="window.__stored=1"><script>window.__stored=2</script><a href="javascript:window.__stored=3">link</a>`,
      zh_CN: `<p>安全文本</p><img src="/static/content/${NO_PICTURE}.png" onerror="window.__stored=1"><script>window.__stored=2</script><a href="javascript:window.__stored=3">链接</a>`,
    },
  });
  expect(saved.code, saved.message).toBe(1000);
  const { page } = await newPage(browser, 'desktop');
  await page.goto(baseUrl() + '/main/90');
  const content = page.getByTestId('info-page-content');
  await content.waitFor();
  expect(await content.textContent()).toMatch(/Safe text|安全文本/);
  await content.locator('a').click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __stored?: number }).__stored)).toBeUndefined();
  expect(await content.innerHTML()).not.toMatch(/onerror|script|javascript:/i);
  await page.context().close();
});
