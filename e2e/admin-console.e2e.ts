import { randomUUID } from 'node:crypto';
import { DepositChannels, DepositRequest, MemberLayout, MyCash } from '@arks/contracts';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { apiSend, memberCall, newMember, type Member } from './support/member';

/**
 * The back office at /admin as staff use it, at 1440x900: sign-in with a TOTP code, the member list
 * and search, a member's page, a status change with a reason and a confirmation, and a deposit
 * approved from the review queue. The page must raise no CSP violation and ask for no missing text.
 */

let browser: Browser;
let page: Page;
let member: Member;
const problems: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  member = await newMember('cons');
  ({ page } = await newPage(browser, 'desktop'));
  // Chinese staff are this console's first users: this browser last used it in Chinese (until a staff
  // member chooses, the console keeps the browser's last language).
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

/** A code of a time step no one has used yet (each code signs in once). */
async function freshTotpCode(): Promise<string> {
  await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  return generate({ secret: inject('staff').totpSecret });
}

const console$ = (path: string) => `${baseUrl()}/admin${path}`;

/** Ant Design's dialogs fade out; a screenshot waits until they are gone. */
const modalsClosed = () =>
  expect.poll(() => page.locator('.ant-modal-wrap:visible, .ant-modal-mask:visible').count()).toBe(0);

/** A screenshot once Ant Design's dialogs have finished zooming in or out. */
async function shot(name: string) {
  const moving = page.locator('.ant-modal[class*="ant-zoom"], .ant-modal-mask[class*="ant-fade"]');
  await expect.poll(() => moving.count()).toBe(0);
  await screenshot(page, name);
}

describe('the operator’s console', () => {
  it('signs staff in with a password and an authenticator code', async () => {
    await page.goto(console$('/login'));
    // A second try (CI retries once) starts signed out again.
    await page.evaluate(() => localStorage.removeItem('arks-admin-token'));
    await page.goto(console$('/'));
    await page.waitForURL(/\/admin\/login/);
    const { account, password } = inject('staff');
    await page.locator('#staff-login_account').fill(account);
    await page.locator('#staff-login_password').fill(password);
    await shot('admin-login-desktop');
    await page.locator('#staff-login_totp_code').fill(await freshTotpCode());
    await page.locator('form#staff-login button[type=submit]').click();
    // An admin lands on the dashboard, the console's first page.
    await page.waitForURL(/\/admin\/dashboard/);
    expect(await page.locator('.admin-sider').textContent()).toContain('会员管理');
    expect(await page.getByTestId('user-menu').textContent()).toContain(account);
  });

  it('lists members page by page, finds one by account (the search in the address) and opens it', async () => {
    await page.goto(console$('/members'));
    await page.locator('tr.ant-table-row').first().waitFor();
    expect(await page.locator('.ant-pagination').textContent()).toMatch(/共 \d+ 条/);
    await shot('admin-members-desktop');
    await page.locator('#member-search_account').fill(member.account);
    await page.locator('form#member-search button[type=submit]').click();
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(`[value]=${member.account}`));
    await expect.poll(() => page.locator('tr.ant-table-row').count()).toBe(1);
    expect(await page.locator('tr.ant-table-row').textContent()).toContain(member.account);
    await shot('admin-members-search-desktop');
    await page.locator('tr.ant-table-row a', { hasText: member.account }).click();
    await page.waitForURL(new RegExp(`/admin/members/${member.member_id}$`));
    await page.locator('.ant-descriptions').waitFor();
  });

  it('freezes a member with a reason, after a confirmation, ending the member’s sessions', async () => {
    // A member of its own, so a second try finds one still active.
    const member = await newMember('consf');
    await page.goto(console$(`/members/${member.member_id}`));
    await page.locator('.ant-descriptions').waitFor();
    expect(await page.locator('.admin-page-header').textContent()).toContain('正常');
    await shot('admin-member-desktop');

    await page.getByTestId('change-status').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: member.account });
    await dialog.getByTestId('status-frozen').click();
    // No reason, no change: the form says so and nothing is sent.
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await dialog.locator('.ant-form-item-explain-error').waitFor();
    await dialog.locator('#decision_reason').fill('会员申请暂停账户（客服工单 4521）');
    await shot('admin-member-status-desktop');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('冻结');
    await shot('admin-member-status-confirm-desktop');
    await confirm.locator('.ant-modal-confirm-btns .ant-btn-primary').click();

    await page.locator('.ant-message-notice', { hasText: member.account }).waitFor();
    await expect.poll(() => page.locator('.admin-page-header').textContent()).toContain('冻结');
    await modalsClosed();
    await shot('admin-member-frozen-desktop');
    const detail = await adminCall<{ status: string }>('GET', `/members/${member.member_id}`);
    expect(detail.data.status).toBe('frozen');
    // Frozen ends every session of the member at once.
    expect((await apiSend(MemberLayout, {}, { token: member.token })).code).toBe(401);
  });

  it('approves a bank-transfer deposit from the review queue, crediting the member only then', async () => {
    const payer = await newMember('consd');
    const bank = (await memberCall(payer, DepositChannels, {})).list.find((c) => c.type === 'bank')!;
    const order = await memberCall(payer, DepositRequest, {
      channel_id: bank.id,
      amount: '888.80',
      reference: `ICBC ${payer.account}`,
      idempotency_key: randomUUID(),
    });
    await page.goto(console$('/deposits'));
    const row = page.locator('tr.ant-table-row', { hasText: order.order_number });
    await row.waitFor();
    expect(await row.textContent()).toContain('888.80');
    await shot('admin-deposits-desktop');

    await row.getByTestId('approve').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: order.order_number });
    await dialog.locator('#decision_reason').fill('已核对收款账户到账');
    await shot('admin-deposit-approve-desktop');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    // Until staff confirm, nothing is credited.
    expect((await memberCall(payer, MyCash, {})).main_cash).toBe('0.00');
    await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await page.locator('.ant-message-notice', { hasText: order.order_number }).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect((await memberCall(payer, MyCash, {})).main_cash).toBe('888.80');
    await modalsClosed();
    await page.getByRole('tab', { name: '已入账' }).click();
    const credited = page.locator('tr.ant-table-row', { hasText: order.order_number });
    await credited.waitFor();
    expect(await credited.textContent()).toContain('已核对收款账户到账');
    await shot('admin-deposits-credited-desktop');
  });

  it('switches to English for this staff member, Ant Design’s texts and dates included, and keeps it', async () => {
    await page.goto(console$('/members'));
    await page.locator('tr.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: /^(语言|Language)$/ }).click();
    await page.locator('.ant-dropdown-menu-item', { hasText: 'English' }).click();
    await expect
      .poll(() => page.locator('.admin-sider').textContent(), { timeout: 15_000 })
      .toContain('Members');
    await expect.poll(() => page.locator('.ant-pagination').textContent()).toMatch(/\d+ in total/);
    await expect.poll(() => page.locator('.ant-pagination-options').textContent()).toContain('/ page');
    // The console switches at once and saves the choice alongside: wait for the save, not the menu.
    const me = () => adminCall<{ language: string; time_zone: string | null }>('GET', '/auth/me');
    await expect.poll(async () => (await me()).data.language).toBe('en_US');
    await shot('admin-members-en-desktop');
    // The other console files sign in as this admin and read Chinese: put the choice back.
    const back = await adminCall('PUT', '/auth/preferences', {
      language: 'zh_CN',
      time_zone: (await me()).data.time_zone,
    });
    expect(back.code, back.message).toBe(1000);
  });

  it('raised no CSP violation and asked for no missing text', () => {
    expect(problems).toEqual([]);
  });
});
