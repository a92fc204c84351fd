import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { newMember, signedInPage } from './support/member';

/**
 * What staff change on a running site and what members then see: the maintenance notice (ahead and
 * during), the customer-service channels and address (live, without a reload); and the site's own message box
 * asking before a member with an open game logs out; a visitor's fast guide closes for good.
 */

let browser: Browser;
/** Site 1's seeded customer-service channels, put back after the test that clears them. */
let seededChannels: unknown[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  seededChannels = (await adminCall<{ list: unknown[] }>('GET', '/sites/1/customer-service/channels')).data
    .list;
});
afterAll(async () => {
  await adminCall('PUT', '/sites/1/maintenance', { start_at: null, end_at: null });
  await adminCall('PUT', '/sites/1/customer-service', { url: '/main/7' });
  await adminCall('PUT', '/sites/1/customer-service/channels', { channels: seededChannels });
  await browser?.close();
});

const hour = 3_600_000;
const maintenance = (from: number, to: number) =>
  adminCall('PUT', '/sites/1/maintenance', {
    start_at: new Date(from).toISOString(),
    end_at: new Date(to).toISOString(),
  });

describe('site settings, as members see them', () => {
  it('announces a planned maintenance a day ahead and covers the site while it runs', async () => {
    expect((await maintenance(Date.now() + 2 * hour, Date.now() + 3 * hour)).code).toBe(1000);
    const { page } = await newPage(browser, 'desktop');
    await page.goto(baseUrl() + '/');
    await page.getByTestId('site-maintenance-upcoming').waitFor();
    await screenshot(page, 'maintenance-upcoming-desktop');
    expect((await maintenance(Date.now() - hour, Date.now() + hour)).code).toBe(1000);
    await page.reload();
    await page.getByTestId('site-maintenance').waitFor();
    await screenshot(page, 'maintenance-ongoing-desktop');
    expect((await adminCall('PUT', '/sites/1/maintenance', { start_at: null, end_at: null })).code).toBe(
      1000,
    );
    await page.context().close();
  });

  it('asks in the site’s message box before a member with an open game logs out', async () => {
    const page = await signedInPage(browser, 'desktop', await newMember('mbox'));
    await page.goto(baseUrl() + '/');
    // Once the member's page is up (its start-up tidy of a game left open has run), a game is open.
    await page.getByTestId('header-logout').waitFor();
    await page.evaluate(() => localStorage.setItem('isPlay', '1'));
    await page.getByTestId('header-logout').click();
    await page.getByTestId('message-box').waitFor();
    await screenshot(page, 'message-box-logout-desktop');
    await page.getByRole('button', { name: /取消|Cancel/ }).click();
    expect(await page.getByTestId('header-logout').isVisible()).toBe(true);
    await page.getByTestId('header-logout').click();
    await page.getByTestId('message-box-confirm').click();
    await page.getByTestId('header-logout').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('shows a visitor the fast guide until they close it', async () => {
    const { page } = await newPage(browser, 'phone');
    await page.goto(baseUrl() + '/');
    await page.getByTestId('fast-guide').waitFor();
    await screenshot(page, 'fast-guide-phone');
    await page.getByTestId('fast-guide-register').click();
    await page.getByTestId('login-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('fast-guide-dismiss').click();
    await page.reload();
    await page.getByTestId('layout-root').waitFor();
    expect(await page.getByTestId('fast-guide').count()).toBe(0);
    await page.context().close();
  });
  it('takes customer-service channels and address changes live on the phone tab bar', async () => {
    expect(seededChannels.length).toBeGreaterThan(0);
    const { page } = await newPage(browser, 'phone');
    await page.goto(baseUrl() + '/');
    const service = page.getByTestId('mobile-tab-bar').getByTestId('tab-service');
    await service.waitFor();
    const live = { timeout: 20_000, interval: 500 };
    // With channels the tab opens the channel list.
    await expect.poll(() => service.getAttribute('href'), live).toBe('/service');
    await service.click();
    await page.getByTestId('customer-service-channels').waitFor();
    await screenshot(page, 'customer-service-phone');
    // Staff remove them: the open list says so, and the tab falls back to the customer-service address.
    expect((await adminCall('PUT', '/sites/1/customer-service/channels', { channels: [] })).code).toBe(1000);
    await page.getByTestId('customer-service-empty').waitFor({ timeout: 20_000 });
    await expect.poll(() => service.getAttribute('href'), live).toBe('/main/7');
    expect(
      (await adminCall('PUT', '/sites/1/customer-service', { url: 'https://chat.example/koi' })).code,
    ).toBe(1000);
    await expect.poll(() => service.getAttribute('href'), live).toBe('https://chat.example/koi');
    await page.context().close();
  });
});
