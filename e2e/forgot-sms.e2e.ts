import { Login, RegisterSms, SmsCode, revealClientCaptcha } from '@arks/contracts';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { apiCall, apiSend, registeredMember } from './support/member';

/**
 * Forgot password by SMS (spec §4 member reset; §9 forgot timer 300 s) on site 2, whose THB form
 * shows the phone: this file turns SMS verification on for it and gives the setting back afterwards.
 * Codes reach the test SMS gateway of global-setup, where the test reads them as the phone would.
 */
type Setting = Record<string, unknown> & { name: string; currency: string; is_verification: boolean };

let browser: Browser;
let original: Setting | undefined;
const shots = '/tmp/shots/forgot';
const stamp = String(Date.now()).slice(-6);
const members = {
  desktop: { account: `fsd${stamp}`, phone: `081${stamp}1`, ip: `203.0.113.${71}` },
  phone: { account: `fsp${stamp}`, phone: `081${stamp}2`, ip: `203.0.113.${72}` },
};

async function phoneSetting(isVerification: boolean | null): Promise<Setting> {
  const { data } = await adminCall<{ list: Setting[] }>('GET', '/sites/2/register-settings');
  const row = data.list.find((r) => r.name === 'member_phone' && r.currency === 'THB')!;
  if (isVerification === null) return row;
  const put = await adminCall('PUT', '/sites/2/register-settings', {
    list: [{ ...row, is_verification: isVerification }],
  });
  if (put.code !== 1000) throw new Error(`register settings: ${put.message}`);
  return row;
}

async function lastSms(phone: string): Promise<{ count: number; code: string | undefined }> {
  const res = await fetch(`${inject('smsGatewayUrl')}/last?phone=${phone}`);
  const body = (await res.json()) as { count: number; last: { code: string } | null };
  return { count: body.count, code: body.last?.code };
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchBrowser();
  // The members register before SMS verification is on, so registration asks them no code.
  for (const m of Object.values(members)) {
    await registeredMember(
      m.account,
      {
        site_id: 2,
        password: 'abc12345',
        member_currency: 'THB',
        member_name: 'Somchai',
        member_phone: m.phone,
        member_email: undefined,
        withdraw_password: undefined,
        agreement: undefined,
      },
      m.ip,
    );
  }
  original = await phoneSetting(null);
  await phoneSetting(true);
});
afterAll(async () => {
  if (original) await phoneSetting(original.is_verification);
  await browser?.close();
});

async function openForgot(page: Page) {
  await page.goto(baseUrl('site2.localhost') + '/');
  await page.getByTestId('layout-root').waitFor();
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-form').waitFor();
  const captcha = page.waitForResponse((r) => r.url().endsWith('/api/clientCaptcha'));
  await page.getByTestId('login-forgot').click();
  const { data } = (await (await captcha).json()) as { data: { text: string; key: string } };
  await page.getByTestId('verify-form').waitFor();
  return revealClientCaptcha(data.text, data.key);
}

describe.each(['desktop', 'phone'] as const)('forgot password by SMS at %s size', (viewport) => {
  it('spec §4/§9: code by SMS with a 300 s resend countdown, verify returns the token, the new password logs in', async () => {
    const m = members[viewport];
    const { page } = await newPage(browser, viewport);
    const captchaText = await openForgot(page);
    await page.getByTestId('verify-method-sms').click();
    await page.getByTestId('verify-account').fill(m.account);
    await page.getByTestId('verify-phone').fill(m.phone);
    await page.getByTestId('verify-send-sms').click();
    await expect.poll(async () => (await lastSms(m.phone)).count).toBe(1);
    const { code } = await lastSms(m.phone);
    expect(code).toMatch(/^\d{6}$/);

    // The resend button counts down from 05:00 and stays off meanwhile.
    await expect.poll(() => page.getByTestId('verify-send-sms').textContent()).toMatch(/0[45]:\d\d/);
    expect(await page.getByTestId('verify-send-sms').isDisabled()).toBe(true);
    // Asked again within 300 s, the server refuses with SMS 102 and sends nothing.
    const again = await apiSend(
      RegisterSms,
      { site_id: 2, member_phone: m.phone, account: m.account, type: 'forgot_password' },
      { ip: m.ip },
    );
    expect(again.code).toBe(SmsCode.LIMIT_FIVE_MINUTES);
    expect((await lastSms(m.phone)).count).toBe(1);

    await page.getByTestId('verify-sms-code').fill(code!);
    await page.getByTestId('verify-captcha').fill(captchaText);
    await page.waitForTimeout(250); // the method buttons' colour transition, for the picture
    await screenshot(page, `forgot-sms-verify-${viewport}`);
    await page.screenshot({ path: `${shots}/forgot-sms-verify-${viewport}.png` });
    await page.getByTestId('verify-submit').click();

    await page.getByTestId('reset-form').waitFor();
    await page.getByTestId('reset-password').fill('sms12345');
    await page.getByTestId('reset-check').fill('sms12345');
    await page.screenshot({ path: `${shots}/forgot-sms-reset-${viewport}.png` });
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('login-form').waitFor();

    const login = await apiCall(
      Login,
      { site_id: 2, account: m.account, password: 'sms12345' },
      { ip: m.ip },
    );
    expect('member_account' in login && login.member_account).toBe(m.account);
    expect(
      (await apiSend(Login, { site_id: 2, account: m.account, password: 'abc12345' }, { ip: m.ip })).code,
    ).not.toBe(1000);
    await page.context().close();
  });
});
