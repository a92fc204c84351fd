import { randomBytes } from 'node:crypto';
import { Login } from '@arks/contracts';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, enrolledStaff } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { apiCall, freshAddress, registeredMember, type Member } from './support/member';

/**
 * The members area as a support desk uses it, at 1440x900: a support staff member (made by the admin,
 * enrolled in two-factor, signed in through the form) finds a member by phone and by IP address, opens
 * the member, reads the login history and the linked accounts, adds a note and freezes the member with
 * a reason. The two members share a device and an address through real registrations and logins.
 */

let browser: Browser;
let page: Page;
const problems: string[] = [];
const run = String(Date.now()).slice(-6);
const support = { account: `e2e-support-${run}`, password: `sup-${randomBytes(6).toString('base64url')}9z` };
const phone = `139${String(Date.now()).slice(-8)}`;
const sharedIp = freshAddress();
const device = `e2e-device-${run}`;
let alice: Member;
let bob: Member;
let totpSecret = '';

/** The admin makes a support account; its holder enrols an authenticator as production requires. */
async function createSupportStaff(): Promise<void> {
  totpSecret = (await enrolledStaff({ ...support, role: 'support', reason: '新入职客服' })).secret;
}

/** Alice registers from the shared address with a phone; Bob logs in from that address on Alice's device. */
async function arrangeMembers(): Promise<void> {
  alice = await registeredMember(`mfa${run}`, { member_phone: phone, password: 'abc12345' }, sharedIp);
  bob = await registeredMember(`mfb${run}`, { password: 'abc12345' });
  const login = (m: Member, ip: string, extra: object) =>
    apiCall(Login, { site_id: 1, account: m.account, password: 'abc12345', ...extra }, { ip });
  await login(alice, freshAddress(), { udid: device, device: 2 });
  await login(bob, sharedIp, { udid: device, device: 2 });
}

beforeAll(async () => {
  browser = await launchBrowser();
  await createSupportStaff();
  await arrangeMembers();
  ({ page } = await newPage(browser, 'desktop'));
  await page.context().addInitScript(() => {
    if (!localStorage.getItem('arks-admin-language')) localStorage.setItem('arks-admin-language', 'zh_CN');
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|\[i18n\] missing/.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
});
afterAll(async () => {
  await browser?.close();
});

const console$ = (path: string) => `${baseUrl()}/admin${path}`;

async function shot(name: string) {
  const moving = page.locator('.ant-modal[class*="ant-zoom"], .ant-modal-mask[class*="ant-fade"]');
  await expect.poll(() => moving.count()).toBe(0);
  await screenshot(page, name);
}

const rows = () => page.locator('tr.ant-table-row');

async function searchBy(field: string, value: string) {
  await page.getByRole('button', { name: /重\s*置/ }).click();
  await page.getByTestId(`search-${field}`).fill(value);
  await page.locator('form#member-search button[type=submit]').click();
  await page.waitForURL((url) => decodeURIComponent(url.search).includes(`[value]=${value}`));
}

describe('the members desk', () => {
  it('a support staff member signs in with a password and an authenticator code', async () => {
    await page.goto(console$('/login'));
    await page.locator('#staff-login_account').fill(support.account);
    await page.locator('#staff-login_password').fill(support.password);
    // Each code signs in once: wait for a time step the enrolment did not use.
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    await page.locator('#staff-login_totp_code').fill(await generate({ secret: totpSecret }));
    await page.locator('form#staff-login button[type=submit]').click();
    await page.waitForURL(/\/admin\/members/);
    await rows().first().waitFor();
    expect(await page.getByTestId('user-menu').textContent()).toContain(support.account);
  });

  it('finds a member by phone, and both members by the address they share', async () => {
    await searchBy('phone', phone);
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().textContent()).toContain(alice.account);
    await shot('admin-members-by-phone-desktop');

    await searchBy('ip', sharedIp);
    await expect.poll(() => rows().count()).toBe(2);
    const text = await page.locator('.ant-table-tbody').textContent();
    expect(text).toContain(alice.account);
    expect(text).toContain(bob.account);
    await shot('admin-members-by-ip-desktop');
  });

  it('opens the member: the login history with address and device, and the linked accounts', async () => {
    await rows().locator('a', { hasText: alice.account }).click();
    await page.waitForURL(new RegExp(`/admin/members/${alice.member_id}$`));
    await page.locator('.ant-descriptions').waitFor();

    await page.getByRole('tab', { name: '登录记录' }).click();
    await page.waitForURL(/tab=logins/);
    const logins = page.getByTestId('member-logins');
    await expect.poll(() => logins.locator('tr.ant-table-row').count()).toBe(2);
    const history = await logins.textContent();
    expect(history).toContain(sharedIp);
    expect(history).toContain(device);
    expect(history).toContain('手机网页');
    expect(history).toContain('注册后登录');
    await shot('admin-member-logins-desktop');

    await page.getByRole('tab', { name: '关联账号' }).click();
    const linked = page.getByTestId('member-links').locator('tr.ant-table-row', { hasText: bob.account });
    await linked.waitFor();
    const why = await linked.textContent();
    expect(why).toContain('同设备');
    expect(why).toContain('同 IP');
    expect(why).toContain(sharedIp);
    await shot('admin-member-links-desktop');
  });

  it('adds a staff note that shows its author and cannot be edited', async () => {
    await page.getByRole('tab', { name: '客服备注' }).click();
    await page.getByTestId('note-add').click();
    await page.locator('.ant-form-item-explain-error').waitFor();
    await page.getByTestId('note-body').fill('会员来电称设备借给朋友使用，已提醒不可共用账户。');
    await page.getByTestId('note-add').click();
    await page.locator('.ant-message-notice', { hasText: '备注已添加' }).waitFor();
    const note = page.getByTestId('member-notes').locator('.ant-list-item').first();
    await expect.poll(() => note.textContent()).toContain('设备借给朋友');
    expect(await note.textContent()).toContain(support.account);
    await shot('admin-member-notes-desktop');
    const notes = await adminCall<{ list: { staff_account: string }[] }>(
      'GET',
      `/members/${alice.member_id}/notes`,
    );
    expect(notes.data.list[0]?.staff_account).toBe(support.account);
  });

  it('freezes the member with a reason, after a confirmation', async () => {
    await page.getByTestId('change-status').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: alice.account });
    await dialog.getByTestId('status-frozen').click();
    await dialog.locator('#decision_reason').fill('与 ' + bob.account + ' 共用设备和 IP，待风控核查');
    await shot('admin-member-freeze-desktop');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    await confirm.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await page.locator('.ant-message-notice', { hasText: alice.account }).waitFor();
    await expect.poll(() => page.locator('.admin-page-header').textContent()).toContain('冻结');
    await expect.poll(() => page.locator('.ant-modal-wrap:visible, .ant-modal-mask:visible').count()).toBe(0);
    await shot('admin-member-frozen-by-support-desktop');
    const detail = await adminCall<{ status: string }>('GET', `/members/${alice.member_id}`);
    expect(detail.data.status).toBe('frozen');
    // Frozen: the member's login is refused (spec §8 103).
    const refused = await fetch(`${baseUrl()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
      body: JSON.stringify({ site_id: 1, account: alice.account, password: 'abc12345' }),
    }).then((r) => r.json() as Promise<{ code: number }>);
    expect(refused.code).toBe(103);
  });

  it('reads the same desk in English once the staff member chooses it', async () => {
    // The staff member's own preference (as the account page saves it), then the page again.
    const saved = await page.evaluate(async () => {
      const res = await fetch('/api/admin/auth/preferences', {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('arks-admin-token')}`,
        },
        body: JSON.stringify({ language: 'en_US', time_zone: 'Asia/Shanghai' }),
      });
      return ((await res.json()) as { code: number }).code;
    });
    expect(saved).toBe(1000);
    await page.goto(console$('/members'));
    await rows().first().waitFor();
    await page.getByTestId('search-ip').fill(sharedIp);
    await page.locator('form#member-search button[type=submit]').click();
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(`[value]=${sharedIp}`));
    await expect.poll(() => rows().count()).toBe(2);
    expect(await page.locator('.admin-page-header').textContent()).toContain('Members');
    await shot('admin-members-by-ip-en-desktop');
    await page.goto(console$(`/members/${alice.member_id}?tab=links`));
    const linked = page.getByTestId('member-links').locator('tr.ant-table-row', { hasText: bob.account });
    await linked.waitFor();
    expect(await linked.textContent()).toContain('Same device');
    await shot('admin-member-links-en-desktop');
    await page.goto(console$(`/members/${alice.member_id}?tab=logins`));
    await page.getByTestId('member-logins').locator('tr.ant-table-row').first().waitFor();
    expect(await page.getByTestId('member-logins').textContent()).toContain('Mobile web');
    await shot('admin-member-logins-en-desktop');
  });

  it('raised no CSP violation and asked for no missing text', () => {
    expect(problems).toEqual([]);
  });
});
