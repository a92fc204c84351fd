import { randomUUID } from 'node:crypto';
import {
  BankAccountStore,
  DepositChannels,
  DepositRequest,
  Login,
  MyCash,
  WithdrawRequest,
} from '@arks/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, enrolledStaff } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { apiCall, freshAddress, memberCall, newMember, signedInPage, type Member } from './support/member';

/**
 * The money desks at 1440x900 with two finance staff of their own: a deposit and a withdrawal decided
 * in the console while the member's site, open in another browser, shows the balance change live
 * (the withdrawal's bank account verified from the desk first: the site pays only verified accounts);
 * and a large withdrawal that needs the second finance staff member (the first one is never offered
 * the second approval, and the money stays held until it is given). The desk shows the member's
 * linked accounts: a frozen member who signed in on the same phone is marked.
 */

let browser: Browser;
let member: Member & { bankId: number };
let twin: Member;
let site: Page;
const finance: { a?: Staff; b?: Staff } = {};
const problems: string[] = [];

interface Staff {
  account: string;
  id: number;
  token: string;
  page: Page;
}

const PASSWORD = `fin-${randomUUID().slice(0, 8)}-2026`;

/** A finance staff member made by the admin, enrolled in two-factor, signed in to the console in a browser of their own. */
async function financeStaff(name: string): Promise<Staff> {
  const account = `${name}-${Date.now().toString(36)}`;
  const enabled = await enrolledStaff({
    account,
    password: PASSWORD,
    role: 'finance',
    reason: 'finance desk staff',
  });
  const { page } = await newPage(browser, 'desktop');
  await page.context().addInitScript((t) => {
    localStorage.setItem('arks-admin-token', t);
    if (!localStorage.getItem('arks-admin-language')) localStorage.setItem('arks-admin-language', 'zh_CN');
  }, enabled.token);
  page.on('console', (message) => {
    if (/Content Security Policy|\[i18n\] missing/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { account, id: enabled.id, token: enabled.token, page };
}

/** A member linked to `m`: both sign in on one phone (its device id) from one address; then frozen. */
async function frozenTwinOf(m: Member): Promise<Member> {
  const other = await newMember('mtwin');
  const ip = freshAddress();
  const udid = `e2e-desk-${randomUUID().slice(0, 8)}`;
  for (const who of [m, other]) {
    await apiCall(Login, { site_id: 1, account: who.account, password: 'abc12345', udid, device: 2 }, { ip });
  }
  const frozen = await adminCall('POST', `/members/${other.member_id}/status`, {
    status: 'frozen',
    reason: 'e2e: shares a phone with a member asking to withdraw',
  });
  expect(frozen.code, frozen.message).toBe(1000);
  return other;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const m = await newMember('mdesk');
  twin = await frozenTwinOf(m);
  const bound = await memberCall(m, BankAccountStore, {
    bank_name: 'ICBC',
    account_name: '张三',
    account_number: `6222${String(Date.now()).slice(-10)}`,
    withdraw_password: '1234',
  });
  member = { ...m, bankId: bound.bank_account.id };
  finance.a = await financeStaff('fin-a');
  finance.b = await financeStaff('fin-b');
  site = await signedInPage(browser, 'desktop', member);
  await site.goto(baseUrl() + '/');
  await site.getByTestId('header-balance').waitFor();
});
afterAll(async () => {
  await browser?.close();
});

const console$ = (path: string) => `${baseUrl()}/admin${path}`;

/** The member's site shows `amount` in its header balance, without a reload. */
const siteShows = (amount: string) =>
  site.waitForFunction(
    (want) => document.querySelector('[data-testid="header-balance"]')?.textContent?.includes(want),
    amount,
    { timeout: 15_000 },
  );

/** A screenshot once Ant Design's dialogs and messages have settled. */
async function shot(page: Page, name: string) {
  const moving = page.locator('.ant-modal[class*="ant-zoom"], .ant-modal-mask[class*="ant-fade"]');
  await expect.poll(() => moving.count()).toBe(0);
  await screenshot(page, name);
}

/** Fills the decision dialog's note, continues, and confirms; waits for the console to say it is done. */
async function decide(page: Page, note: string, done: string | RegExp) {
  const dialog = page.locator('.ant-modal:visible').filter({ has: page.locator('#decision_reason') });
  await dialog.locator('#decision_reason').fill(note);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  // The dialog closes only once the server answered success; a refusal stays in it, shown.
  await dialog.waitFor({ state: 'hidden', timeout: 20_000 }).catch(async (error: unknown) => {
    await screenshot(page, 'admin-money-failed-decision-desktop');
    throw error;
  });
  await page.locator('.ant-message-notice', { hasText: done }).first().waitFor({ state: 'attached' });
  await expect.poll(() => page.locator('.ant-modal-wrap:visible, .ant-modal-mask:visible').count()).toBe(0);
}

async function withdraw(amount: string) {
  const order = await memberCall(member, WithdrawRequest, {
    amount,
    bank_account_id: member.bankId,
    withdraw_password: '1234',
    idempotency_key: randomUUID(),
  });
  const list = await adminCall<{ list: { id: number; order_number: string }[] }>(
    'GET',
    `/withdrawals?member_id=${member.member_id}&status=pending`,
  );
  return list.data.list.find((w) => w.order_number === order.order_number)!;
}

describe('the money desks with two finance staff', () => {
  it('approves a bank-transfer deposit; the member’s open site shows the credit at once', async () => {
    const page = finance.a!.page;
    const bank = (await memberCall(member, DepositChannels, {})).list.find((c) => c.type === 'bank')!;
    const order = await memberCall(member, DepositRequest, {
      channel_id: bank.id,
      amount: '1000',
      reference: `ICBC ${member.account}`,
      idempotency_key: randomUUID(),
    });
    await siteShows('0.00');
    await page.goto(console$('/deposits'));
    const row = page.locator('tr.ant-table-row', { hasText: order.order_number });
    await row.waitFor();
    expect(await row.textContent()).toContain('银行转账');
    await shot(page, 'admin-money-deposits-desktop');
    await row.getByTestId('approve').click();
    await decide(page, '已核对到账', order.order_number);
    await siteShows('1,000.00');
    await shot(site, 'admin-money-member-credited-desktop');
  });

  it('reviews a withdrawal on the desk, verifies its account and pays it; a rejected one comes back live', async () => {
    const page = finance.a!.page;
    const paid = await withdraw('300');
    await siteShows('700.00');
    await page.goto(console$('/withdrawals'));
    const row = page.locator('tr.ant-table-row', { hasText: paid.order_number });
    await row.waitFor();
    await row.getByTestId('review').click();
    await page.waitForURL(new RegExp(`/admin/withdrawals/${paid.id}$`));
    const figures = page.getByTestId('desk-figures');
    await expect.poll(() => figures.textContent()).toContain('1,000.00');
    await page.getByTestId('not-verified').waitFor();
    const links = page.getByTestId('desk-links');
    const linked = links.locator('tr.ant-table-row', { hasText: twin.account });
    await linked.waitFor();
    expect(await linked.textContent()).toContain('同设备');
    expect(await linked.textContent()).toContain('冻结');
    await links.getByTestId('links-warn').waitFor();
    expect(await linked.locator('a').getAttribute('href')).toBe(`/admin/members/${twin.member_id}`);
    await expect.poll(() => links.locator('.ant-spin-blur').count()).toBe(0);
    // The site pays only to verified accounts: approve waits, with "verify this account" beside it.
    const header = page.locator('.admin-page-header');
    await page.getByTestId('payee-blocked').waitFor();
    expect(await header.getByTestId('approve').isDisabled()).toBe(true);
    await shot(page, 'admin-money-withdrawal-desk-desktop');
    await header.getByTestId('verify-payee').click();
    await shot(page, 'admin-money-verify-payee-desktop');
    await decide(page, '首笔存款与持卡人姓名一致', '账户已核实');
    await page.getByTestId('payee-blocked').waitFor({ state: 'detached' });
    expect(await header.getByTestId('verify-payee').count()).toBe(0);
    await expect.poll(() => header.getByTestId('approve').isEnabled()).toBe(true);
    await shot(page, 'admin-money-withdrawal-desk-verified-desktop');
    await header.getByTestId('approve').click();
    await decide(page, '已出款', paid.order_number);
    await expect.poll(() => page.locator('.admin-page-header').textContent()).toContain('已出款');
    expect((await memberCall(member, MyCash, {})).main_cash).toBe('700.00');

    const refused = await withdraw('200');
    await siteShows('500.00');
    await page.goto(console$(`/withdrawals/${refused.id}`));
    await page.locator('.admin-page-header').getByTestId('reject').click();
    await decide(page, '收款人与实名不符', refused.order_number);
    await siteShows('700.00');
  });

  it('needs a second finance staff member for a large withdrawal; the first is never offered it', async () => {
    const a = finance.a!;
    const b = finance.b!;
    const funded = await adminCall('POST', `/members/${member.member_id}/adjustments`, {
      amount: '40000',
      reason: '大额提款测试入账',
      idempotency_key: randomUUID(),
    });
    expect(funded.code).toBe(1000);
    await siteShows('40,700.00');
    const large = await withdraw('35000');
    await siteShows('5,700.00');

    await a.page.goto(console$(`/withdrawals/${large.id}`));
    await a.page.locator('.admin-page-header').getByTestId('approve').click();
    const dialog = a.page.locator('.ant-modal:visible');
    expect(await dialog.textContent()).toContain('双人审批');
    await shot(a.page, 'admin-money-large-first-approval-desktop');
    await decide(a.page, '资料已核对', large.order_number);
    await a.page.getByTestId('first-approval').first().waitFor();
    // The maker's own desk no longer offers approve; the money is still held, not paid.
    expect(await a.page.locator('.admin-page-header').getByTestId('approve').count()).toBe(0);
    expect((await memberCall(member, MyCash, {})).main_cash).toBe('5700.00');
    await shot(a.page, 'admin-money-large-waiting-desktop');

    await a.page.goto(console$('/approvals'));
    const mine = a.page.locator('tr.ant-table-row', { hasText: large.order_number });
    await mine.waitFor();
    expect(await mine.getByTestId('own-proposal').count()).toBe(1);
    expect(await mine.getByTestId('approve').count()).toBe(0);

    await b.page.goto(console$('/approvals'));
    const theirs = b.page.locator('tr.ant-table-row', { hasText: large.order_number });
    await theirs.waitFor();
    expect(await theirs.textContent()).toContain(a.account);
    await shot(b.page, 'admin-money-approvals-desktop');
    await theirs.getByTestId('approve').click();
    await decide(b.page, '复核通过', /大额提款/);
    await expect.poll(() => theirs.count()).toBe(0);
    const done = await adminCall<{
      withdrawal: { status: string; resolved_by: number; first_approval: { staff_id: number } };
    }>('GET', `/withdrawals/${large.id}/review`);
    expect(done.data.withdrawal).toMatchObject({
      status: 'approved',
      resolved_by: b.id,
      first_approval: { staff_id: a.id },
    });
    await b.page.goto(console$(`/withdrawals/${large.id}`));
    await expect.poll(() => b.page.locator('.admin-page-header').textContent()).toContain('已出款');
    await shot(b.page, 'admin-money-large-paid-desktop');
  });

  it('proposes a large adjustment from the member page; it waits in the inbox', async () => {
    const page = finance.b!.page;
    await page.goto(console$(`/members/${member.member_id}`));
    await page.getByTestId('adjust-balance').click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.getByTestId('adjust-amount').fill('60000');
    await shot(page, 'admin-money-adjust-desktop');
    await decide(page, '活动奖励补发（工单 7781）', /#\d+/);
    await page.goto(console$('/approvals'));
    const row = page.locator('tr.ant-table-row', { hasText: '60,000.00' });
    await row.waitFor();
    expect(await row.getByTestId('own-proposal').count()).toBe(1);
    // Nothing moved: the member still has what they had.
    expect((await memberCall(member, MyCash, {})).main_cash).toBe('5700.00');
  });

  it('raised no CSP violation and asked for no missing text', () => {
    expect(problems).toEqual([]);
  });
});
