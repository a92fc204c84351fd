import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { consolePage, consoleUrl as console$, settledShot } from './support/console-page';

/**
 * Pages that edit one site's content never open empty on "All sites": a content member of staff who
 * never chose a site lands on the first one, and once they choose another, their next visit opens on
 * it (remembered in this browser for their account), with the header saying which site it is.
 */

let browser: Browser;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the site a content page opens on', () => {
  it('is the first site, then the one this staff member chose last', async () => {
    const { page, problems } = await consolePage(
      browser,
      { role: 'content', account: `site-choice-${stamp}` },
      { language: 'en_US' },
    );
    const siteBox = page.locator('.admin-header-bar .ant-select').first();
    // The site's rows are listed and the table's loading veil has faded (antd fades it out).
    const loaded = async () => {
      await page.locator('tr.ant-table-row').first().waitFor();
      await expect.poll(() => page.locator('.ant-spin-blur').count()).toBe(0);
      await page.waitForTimeout(400);
    };

    await page.goto(console$('/content/marquee'));
    await expect.poll(() => siteBox.textContent()).toMatch(/·/);
    expect(await siteBox.textContent()).not.toContain('All sites');
    await loaded();
    expect(await page.getByText('Choose a site in the header').count()).toBe(0);
    await settledShot(page, 'admin-site-choice-first-desktop');

    // Another site, chosen in the header: options are "All sites", then the sites in order.
    await siteBox.click();
    const second = page.locator('.ant-select-item-option').nth(2);
    const secondName = (await second.textContent()) ?? '';
    expect(secondName).toContain('·');
    await second.click();
    await expect.poll(() => siteBox.textContent()).toBe(secondName);

    // The header's own choice forgotten ("All sites"): the next content page opens on the last chosen.
    await page.evaluate(() => localStorage.removeItem('arks-admin-site'));
    await page.goto(console$('/content/banners'));
    await expect.poll(() => siteBox.textContent()).toBe(secondName);
    await loaded();
    expect(await page.getByText('Choose a site in the header').count()).toBe(0);
    await settledShot(page, 'admin-site-choice-last-desktop');
    expect(problems).toEqual([]);
  });
});
