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

type Member = {
  token: string;
  member_id: number;
  member_account: string;
  member_currency: string;
  member_type: string;
};

async function registerMember(tag: string): Promise<Member> {
  const res = await fetch(`${baseUrl()}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${tag === 'd' ? 41 : 42}` },
    body: JSON.stringify({
      site_id: 1,
      member_account: `wdr${tag}${String(Date.now()).slice(-6)}`,
      password: 'abc12345',
      check_password: 'abc12345',
      member_currency: 'RMB',
      member_name: '张三',
      withdraw_password: '1234',
      agreement: true,
    }),
  });
  const body = (await res.json()) as { code: number; message: string; data: Member };
  expect(body.code, body.message).toBe(1000);
  return body.data;
}

async function bindBank(m: Member, number: string) {
  const res = await fetch(`${baseUrl()}/api/member/bank_account/store`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
    body: JSON.stringify({
      bank_name: 'ICBC',
      account_name: '张三',
      account_number: number,
      withdraw_password: '1234',
    }),
  });
  const body = (await res.json()) as { code: number; message: string };
  expect(body.code, body.message).toBe(1000);
}

async function loggedIn(viewport: 'desktop' | 'phone', m: Member): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await page.goto(baseUrl() + '/');
  await page.getByTestId('layout-root').waitFor();
  await page.evaluate((x) => {
    localStorage.setItem('token', String(x.token));
    localStorage.setItem('member_id', String(x.member_id));
    localStorage.setItem('member_account', String(x.member_account));
    localStorage.setItem('currency', String(x.member_currency));
    localStorage.setItem('member_type', String(x.member_type));
    // The layout's "verify your bank account" reminder is another screen's concern.
    sessionStorage.setItem('bankPromptDismissed', '1');
  }, m);
  return page;
}

describe.each(['desktop', 'phone'] as const)('withdrawal page at %s size', (viewport) => {
  it('asks for a bank account first, then shows limits and checks the amount against the balance', async () => {
    const m = await registerMember(viewport === 'desktop' ? 'd' : 'p');
    const page = await loggedIn(viewport, m);
    await page.goto(baseUrl() + '/user/Withdrawal');
    await page.getByTestId('withdraw-prompt').waitFor();
    expect(await page.getByTestId('withdraw-available-amount').textContent()).toBe('¥0.00');
    await screenshot(page, `withdrawal-no-bank-${viewport}`);

    await bindBank(m, `6222${String(Date.now()).slice(-8)}`);
    await page.goto(baseUrl() + '/user?page=Withdrawal');
    await page.getByTestId('withdraw-form').waitFor();
    expect(await page.getByTestId('withdraw-limits').textContent()).toContain('¥100.00');
    expect(await page.getByTestId('withdraw-bank').locator('option').count()).toBe(1);
    await page.getByTestId('withdraw-amount').fill('150');
    await page.getByTestId('withdraw-password').fill('1234');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-error').waitFor();
    // The form's own check (the member has no funds yet); the text is the site language's.
    expect(await page.getByTestId('withdraw-error').textContent()).toBe(
      await page.evaluate(() =>
        document.documentElement.lang.startsWith('zh')
          ? '超过可提现余额'
          : 'More than your available balance',
      ),
    );
    await screenshot(page, `withdrawal-form-${viewport}`);
    await page.context().close();
  });
});
