import { revealClientCaptcha } from '@arks/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { registeredMember } from './support/member';
import { baseUrl, launchBrowser, newPage, screenshot, type ViewportName } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewport: ViewportName): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await page.goto(baseUrl() + '/');
  await page.getByTestId('layout-root').waitFor();
  return page;
}

async function logIn(page: Page, account: string, password: string) {
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-form').waitFor();
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

const unique = (prefix: string) => `${prefix}${String(Date.now()).slice(-6)}`;

describe.each(['desktop', 'phone'] as const)('account recovery and checks at %s size', (viewport) => {
  const tag = viewport === 'desktop' ? 'd' : 'p';

  it('forgot password: verifies the member, sets a new password, and only that one works', async () => {
    const account = unique(`fg${tag}`);
    await registeredMember(account, { password: 'abc123' });
    const page = await open(viewport);
    await page.getByTestId('header-login').click();
    const captcha = page.waitForResponse((r) => r.url().endsWith('/api/clientCaptcha'));
    await page.getByTestId('login-forgot').click();
    const { data } = (await (await captcha).json()) as { data: { text: string; key: string } };
    await page.getByTestId('verify-form').waitFor();
    await page.getByTestId('verify-account').fill(account);
    await page.getByTestId('verify-withdraw').fill('1234');
    await page.getByTestId('verify-email').fill(`${account}@example.com`);
    await page.getByTestId('verify-captcha').fill(revealClientCaptcha(data.text, data.key));
    await screenshot(page, `forgot-verify-${viewport}`);
    await page.getByTestId('verify-submit').click();
    await page.getByTestId('reset-form').waitFor();
    await page.getByTestId('reset-password').fill('new12345');
    await page.getByTestId('reset-check').fill('new12345');
    await screenshot(page, `forgot-reset-${viewport}`);
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('login-form').waitFor();

    await page.getByTestId('login-account').fill(account);
    await page.getByTestId('login-password').fill('abc123');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    await page.getByTestId('login-password').fill('new12345');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('header-account').textContent()).resolves.toBe(account);
    await page.context().close();
  });

  it('forced change: a password reset by staff must be changed before anything else', async () => {
    const account = unique(`fc${tag}`);
    const member = await registeredMember(account, { password: 'abc123' });
    const reset = await adminCall<{ temporary_password: string }>(
      'POST',
      `/members/${member.member_id}/reset-password`,
      {
        reason: 'member asked by phone',
      },
    );
    const page = await open(viewport);
    await logIn(page, account, reset.data.temporary_password);
    const forced = page.getByTestId(
      viewport === 'desktop' ? 'forced-password-dialog' : 'forced-password-page',
    );
    await forced.waitFor();
    await screenshot(page, `forced-change-${viewport}`);
    await page.getByTestId('forced-password-new').fill('mine2468');
    await page.getByTestId('forced-password-check').fill('mine2468');
    await page.getByTestId('forced-password-submit').click();
    await forced.waitFor({ state: 'detached' });
    await expect(page.getByTestId('header-account').textContent()).resolves.toBe(account);
    await page.context().close();
  });

  it('double validation: a wrong answer is refused, the right one logs the member in', async () => {
    const account = unique(`dv${tag}`);
    const member = await registeredMember(account, { password: 'abc123' });
    await adminCall('POST', `/members/${member.member_id}/double-validation`, {
      double_validation: true,
      reason: 'member asked for it',
    });
    const page = await open(viewport);
    await logIn(page, account, 'abc123');
    await page.getByTestId('double-validation-form').waitFor();
    await page.getByTestId('double-validation-answer').fill('李四');
    await page.getByTestId('double-validation-submit').click();
    await page.getByTestId('double-validation-error').waitFor();
    await screenshot(page, `double-validation-${viewport}`);
    await page.getByTestId('double-validation-answer').fill('张三');
    await page.getByTestId('double-validation-submit').click();
    await expect(page.getByTestId('header-account').textContent()).resolves.toBe(account);
    await page.context().close();
  });
});
