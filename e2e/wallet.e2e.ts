import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new member through the real registration call; the browser then carries its stored login. */
async function registerMember(tag: string) {
  const account = `wal${tag}${String(Date.now()).slice(-6)}`;
  const res = await fetch(`${baseUrl()}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${tag === 'd' ? 11 : 12}` },
    body: JSON.stringify({
      site_id: 1,
      member_account: account,
      password: 'abc12345',
      check_password: 'abc12345',
      member_currency: 'RMB',
      member_name: '张三',
      withdraw_password: '1234',
      agreement: true,
    }),
  });
  const body = (await res.json()) as { code: number; message: string; data: Record<string, unknown> };
  expect(body.code, body.message).toBe(1000);
  return body.data;
}

async function loggedIn(viewport: 'desktop' | 'phone', member: Record<string, unknown>): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await page.goto(baseUrl() + '/');
  await page.getByTestId('layout-root').waitFor();
  await page.evaluate((m) => {
    localStorage.setItem('token', String(m.token));
    localStorage.setItem('member_id', String(m.member_id));
    localStorage.setItem('member_account', String(m.member_account));
    localStorage.setItem('currency', String(m.member_currency));
    localStorage.setItem('member_type', String(m.member_type));
  }, member);
  return page;
}

describe.each(['desktop', 'phone'] as const)('wallet pages at %s size', (viewport) => {
  it('shows the wallet, its history and the deposit/withdrawal records of a new member', async () => {
    const member = await registerMember(viewport === 'desktop' ? 'd' : 'p');
    const page = await loggedIn(viewport, member);

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
