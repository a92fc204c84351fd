import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, signedInPage } from './support/member';
import { baseUrl, launchBrowser, screenshot } from './support/browser';

/**
 * An online deposit as a member makes it: the sandbox gateway's page (in the waiting window on a
 * desktop, in the same tab on a phone), confirm, and the balance shows the money — on a desktop
 * without reloading the page the member started from.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function loggedIn(viewport: 'desktop' | 'phone') {
  const page = await signedInPage(browser, viewport, await newMember(`gw${viewport[0]}`));
  await page.goto(baseUrl() + '/user?page=Deposit');
  await page.getByTestId('deposit-page').waitFor();
  return page;
}

async function fillGateway(page: Page) {
  // Site 1 reads Simplified Chinese unless the member chose another language.
  await page.locator('label', { hasText: '在线支付（沙盒测试）' }).first().click();
  await page.getByTestId('deposit-gateway-note').waitFor();
  await page.getByTestId('deposit-amount').fill('300');
}

const balanceShows = (page: Page, text: string) =>
  page.waitForFunction(
    (want) => document.querySelector('[data-testid="header-balance"]')?.textContent?.includes(want),
    text,
    { timeout: 15_000 },
  );

describe('online deposit through the sandbox gateway', () => {
  it('desktop: pays in the waiting window and the balance changes live', async () => {
    const page = await loggedIn('desktop');
    await fillGateway(page);
    await screenshot(page, 'deposit-gateway-form-desktop');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('deposit-submit').click(),
    ]);
    await popup.waitForURL(/\/sandbox-gateway\/pay/);
    expect(await popup.getByTestId('sandbox-amount').textContent()).toContain('300.00');
    await popup.screenshot({ path: 'e2e/screenshots/deposit-sandbox-page-desktop.png' });
    await page.getByTestId('deposit-done').waitFor();
    expect(await page.getByTestId('header-balance').textContent()).toContain('¥0.00');
    await popup.getByTestId('sandbox-confirm').click();
    await popup.waitForURL(/\/user\?page=DWRecord/);
    // The page the member started from was never reloaded: the realtime events bring the money.
    await balanceShows(page, '¥300.00');
    await screenshot(page, 'deposit-gateway-paid-desktop');
    await page.context().close();
  });

  it('phone: pays in the same tab and comes back to the records with the money', async () => {
    const page = await loggedIn('phone');
    await fillGateway(page);
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL(/\/sandbox-gateway\/pay/);
    await page.screenshot({ path: 'e2e/screenshots/deposit-sandbox-page-phone.png' });
    await page.getByTestId('sandbox-confirm').click();
    await page.waitForURL(/\/user\?page=DWRecord/);
    await balanceShows(page, '¥300.00');
    await screenshot(page, 'deposit-gateway-paid-phone');
    await page.context().close();
  });

  it('a cancelled payment credits nothing', async () => {
    const page = await loggedIn('phone');
    await fillGateway(page);
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL(/\/sandbox-gateway\/pay/);
    await page.getByTestId('sandbox-cancel').click();
    await page.waitForURL(/\/user\?page=DWRecord/);
    await page.getByTestId('header-balance').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('header-balance').textContent()).toContain('¥0.00');
    await page.context().close();
  });

  it('a fast-deposit link opens the deposit page, and /fastPayment offers the online channel', async () => {
    const page = await loggedIn('desktop');
    await page.goto(baseUrl() + '/fastDeposit');
    await page.waitForURL(/\/user\?page=Deposit/);
    await page.getByTestId('deposit-page').waitFor();
    await page.goto(baseUrl() + '/fastPayment');
    await page.getByTestId('deposit-gateway-note').waitFor();
    expect(await page.locator('input[name="channel"]').count()).toBe(1);
    await screenshot(page, 'deposit-fast-payment-desktop');
    await page.context().close();
  });
});
