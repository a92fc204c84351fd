import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { newMember, signedInPage } from './support/member';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['desktop', 'phone'] as const)('wallet pages at %s size', (viewport) => {
  it('shows the wallet, its history and the deposit/withdrawal records of a new member', async () => {
    const page = await signedInPage(browser, viewport, await newMember(`wal${viewport[0]}`));

    await page.goto(baseUrl() + '/user?page=MyWallet');
    await expect.poll(() => page.getByTestId('wallet-main-cash').textContent()).toBe('¥0.00');
    await expect(page.getByTestId('wallet-total').textContent()).resolves.toBe('¥0.00');
    await expect(page.getByTestId('header-balance').textContent()).resolves.toContain('¥0.00');
    await page.getByTestId('empty-rows').waitFor();
    await screenshot(page, `wallet-${viewport}`);

    await page.goto(baseUrl() + '/user?page=Transaction');
    await page.getByTestId('range-days7').waitFor();
    expect(await page.getByTestId('range-days7').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('empty-rows').waitFor();
    await page.getByTestId('range-days30').click();
    expect(await page.getByTestId('range-days30').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('empty-rows').waitFor();
    await screenshot(page, `transactions-${viewport}`);

    await page.goto(baseUrl() + '/user?page=DWRecord');
    await page.getByTestId('dw-tab-deposit').waitFor();
    // A new member has no orders: an empty list, or the server's own error while a call is missing.
    await page.locator('[data-testid="empty-rows"], [data-testid="load-error"]').first().waitFor();
    expect(await page.getByTestId('deposit-rows').count()).toBe(0);
    await page.getByTestId('dw-tab-withdraw').click();
    await page.locator('[data-testid="empty-rows"], [data-testid="load-error"]').first().waitFor();
    expect(await page.getByTestId('withdraw-rows').count()).toBe(0);
    await screenshot(page, `dw-records-${viewport}`);
    await page.context().close();
  });
});
