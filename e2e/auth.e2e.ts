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

async function open(viewport: 'desktop' | 'phone', path = '/'): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await page.goto(baseUrl() + path);
  await page.getByTestId('layout-root').waitFor();
  return page;
}

/** Fills whatever the site's register settings show for the default currency with valid values. */
async function fillShownRegisterFields(page: Page) {
  const values: Record<string, string> = {
    'register-member_name': '张三',
    'register-member_email': `e2e${Date.now()}@example.com`,
    'register-member_phone': `13${String(Date.now()).slice(-9)}`,
    'register-identity_id': `ID${Date.now()}`,
    'register-withdraw_password': '1234',
    'register-member_qq': 'qq12345',
    'register-member_telegram': 'tg_user1',
    'register-member_whats_app': 'wa12345',
    'register-member_skype': 'sk_user1',
    'register-member_fb': 'fb.user1',
    'register-member_zalo': 'zalo123',
    'register-member_wechat': 'wx_user1',
    'register-member_others': 'other contact',
  };
  for (const [testId, value] of Object.entries(values)) {
    const input = page.getByTestId(testId);
    if (await input.isVisible()) await input.fill(value);
  }
}

describe.each(['desktop', 'phone'] as const)('member accounts at %s size', (viewport) => {
  const account = `e2e${viewport === 'desktop' ? 'd' : 'p'}${String(Date.now()).slice(-6)}`;
  const password = 'abc12345';

  it('registers a member from the login modal and lands logged in', async () => {
    const page = await open(viewport);
    await page.getByTestId('header-register').click();
    await page.getByTestId('register-form').waitFor();
    await page.getByTestId('register-submit').isEnabled();
    await page.getByTestId('register-account').fill(account);
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-check-password').fill(password);
    await fillShownRegisterFields(page);
    await page.getByTestId('register-agreement').check();
    await screenshot(page, `register-${viewport}`);
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('header-account').textContent()).resolves.toBe(account);
    expect(await page.evaluate(() => localStorage.getItem('member_account'))).toBe(account);
    await page.context().close();
  });

  it('logs out and logs back in', async () => {
    const page = await open(viewport);
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-form').waitFor();
    // Empty submit shows the first error only.
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    await screenshot(page, `login-${viewport}`);
    await page.getByTestId('login-account').fill(account);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('header-account').textContent()).resolves.toBe(account);

    await page.goto(baseUrl() + '/user/Info');
    await page.getByTestId('user-info').waitFor();
    await expect(page.getByTestId('profile-member_account').textContent()).resolves.toBe(account);
    await screenshot(page, `user-info-${viewport}`);
    await page.getByTestId('info-logout').click();
    await page.getByTestId('header-login').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });
});
