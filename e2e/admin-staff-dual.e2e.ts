import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, enrolledStaff, secondAdminToken, staffPost } from './support/admin-api';
import { launchBrowser, newPage } from './support/browser';
import { consolePage, consoleUrl, settledShot } from './support/console-page';
import { newMember, type Member } from './support/member';

/**
 * Issue 24, at 1440x900: admin A creates a finance account (a proposal), admin B approves it, the new
 * member of staff signs in with the first password, sets their own and two-factor, and approves an
 * adjustment proposed by a third staff member. The audit log shows every step. A could not approve
 * their own proposal, and the new account cannot approve what A proposes.
 */

let browser: Browser;
let member: Member;
let adminA: Page;
let adminB: Page;
let newcomer: Page;
let proposalId: number;
const problems: string[] = [];
const stamp = Date.now().toString(36);
const account = `cashier-${stamp}`;
const FIRST = `Handed-over-${stamp}-1`;
const OWN = `Only-mine-${randomUUID().slice(0, 8)}-7`;

const watch = (page: Page) => {
  page.on('console', (message) => {
    if (/Content Security Policy|\[i18n\] missing/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
};

/** A desktop page signed in with `token` (or none), in `language`. */
async function pageWith(token: string | null, language: 'en_US' | 'zh_CN'): Promise<Page> {
  const { page } = await newPage(browser, 'desktop');
  await page.context().addInitScript(
    (s: { token: string | null; language: string }) => {
      if (s.token && !localStorage.getItem('arks-admin-token'))
        localStorage.setItem('arks-admin-token', s.token);
      if (!localStorage.getItem('arks-admin-language'))
        localStorage.setItem('arks-admin-language', s.language);
    },
    { token, language },
  );
  watch(page);
  return page;
}

/** Fills the decision dialog's reason, submits, and confirms. */
async function decide(page: Page, dialogText: string, reason: string | null, shot: string) {
  const dialog = page.locator('.ant-modal:visible').filter({ hasText: dialogText });
  await dialog.waitFor();
  if (reason) await dialog.locator('#decision_reason').fill(reason);
  await settledShot(page, shot);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.waitFor();
  await confirm.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  member = await newMember('mdual');
  // The third staff member, who proposes the adjustment the newcomer approves.
  const maker = await enrolledStaff({
    account: `maker-${stamp}`,
    password: `Maker-${randomUUID().slice(0, 8)}-3`,
    role: 'finance',
    reason: 'e2e: finance staff',
  });
  const proposed = await staffPost<{ status: string; proposal_id: number }>(
    `/members/${member.member_id}/adjustments`,
    { amount: '60000.00', reason: 'Campaign prize, ticket 9120', idempotency_key: randomUUID() },
    maker.token,
  );
  expect(proposed.status).toBe('proposed');
  proposalId = proposed.proposal_id;
  // Admin A's console language is kept with the account: consolePage saves English for this file
  // and puts the account's own choice back after it (support/admin-language.ts).
  const a = await consolePage(browser, 'admin', { language: 'en_US' });
  adminA = a.page;
  watch(adminA);
  adminB = await pageWith(await secondAdminToken(), 'zh_CN');
  newcomer = await pageWith(null, 'en_US');
});
afterAll(async () => {
  await browser?.close();
});

describe('a finance account under dual control', () => {
  it('admin A proposes a finance account: it waits for a second admin, and A cannot approve it', async () => {
    await adminA.goto(consoleUrl('/staff'));
    await adminA.getByTestId('staff-create').click();
    const dialog = adminA.locator('.ant-modal:visible');
    await dialog.locator('#decision_account').fill(account);
    await dialog.getByText('Finance', { exact: true }).click();
    await dialog.getByText('a second admin must approve this account').waitFor();
    await dialog.locator('#decision_password').fill(FIRST);
    await decide(
      adminA,
      'Create a staff account',
      'New cashier for the night shift',
      'admin-staff-dual-create-desktop',
    );
    await adminA.locator('.ant-message-notice', { hasText: 'waiting for a second admin' }).waitFor();
    const row = adminA.getByTestId(`staff-proposal-${account}`);
    await row.waitFor();
    expect(await row.getByTestId('own-proposal').count()).toBe(1);
    expect(await row.getByTestId('approve').count()).toBe(0);
    await settledShot(adminA, 'admin-staff-dual-proposed-desktop');
    const listed = await adminCall<{ list: unknown[] }>('GET', `/staff?account=${account}`);
    expect(listed.data.list).toEqual([]);
  });

  it('admin B approves it; the account exists', async () => {
    await adminB.goto(consoleUrl('/staff'));
    const row = adminB.getByTestId(`staff-proposal-${account}`);
    await row.waitFor();
    await row.getByTestId('approve').click();
    await decide(adminB, account, null, 'admin-staff-dual-approve-desktop');
    await adminB.locator('.ant-message-notice', { hasText: account }).waitFor();
    await adminB.locator('tr.ant-table-row', { hasText: account }).first().waitFor();
    await expect.poll(() => adminB.getByTestId('staff-proposals').count()).toBe(0);
    await settledShot(adminB, 'admin-staff-dual-approved-desktop');
  });

  it('the newcomer signs in, sets a password of their own, then two-factor', async () => {
    await newcomer.goto(consoleUrl('/login'));
    await newcomer.locator('#staff-login_account').fill(account);
    await newcomer.locator('#staff-login_password').fill(FIRST);
    await newcomer.locator('form#staff-login button[type=submit]').click();
    await newcomer.waitForURL(/\/admin\/password/);
    await newcomer.locator('#password-change_password').fill(FIRST);
    await newcomer.locator('#password-change_new_password').fill(OWN);
    await newcomer.locator('#password-change_confirm').fill(OWN);
    await settledShot(newcomer, 'admin-staff-dual-password-desktop');
    await newcomer.locator('form#password-change button[type=submit]').click();
    await newcomer.waitForURL(/\/admin\/two-factor/);
    await newcomer.locator('#totp-start_password').fill(OWN);
    await newcomer.locator('form#totp-start button[type=submit]').click();
    const shown = (await newcomer.getByTestId('totp-secret').textContent()) ?? '';
    const secret = /[A-Z2-7]{16,}/.exec(shown)![0];
    await settledShot(newcomer, 'admin-staff-dual-totp-desktop');
    await newcomer.locator('#totp-enable_totp_code').fill(await generate({ secret }));
    await newcomer.locator('form#totp-enable button[type=submit]').click();
    await newcomer.getByTestId('user-menu').waitFor();
    expect(await newcomer.getByTestId('user-menu').textContent()).toContain(account);
  });

  it('the newcomer approves the third staff member’s adjustment from the inbox', async () => {
    await newcomer.goto(consoleUrl('/approvals'));
    // Other files leave 60,000.00 proposals waiting too: this one is for this file's member.
    const row = newcomer
      .locator('tr.ant-table-row', { hasText: '60,000.00' })
      .filter({ hasText: member.account });
    await row.waitFor();
    await settledShot(newcomer, 'admin-staff-dual-inbox-desktop');
    await row.getByTestId('approve').click();
    await decide(
      newcomer,
      '60,000.00',
      'Checked against ticket 9120',
      'admin-staff-dual-adjust-approve-desktop',
    );
    await newcomer.locator('.ant-message-notice').first().waitFor();
    await expect.poll(() => row.count()).toBe(0);
    const done = await adminCall<{ list: { id: number; status: string }[] }>(
      'GET',
      `/adjustment-proposals?member_id=${member.member_id}`,
    );
    expect(done.data.list.find((p) => p.id === proposalId)?.status).toBe('approved');
  });

  it('the audit log shows each step', async () => {
    const actions = async (query: string) =>
      (await adminCall<{ list: { action: string; account: string | null }[] }>('GET', `/audit?${query}`)).data
        .list;
    const mine = await actions('page_size=100');
    const seen = mine.map((r) => `${r.action}:${r.account}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        `staff_change_proposed:e2e-admin`,
        `staff_created:e2e-admin-2`,
        `password_changed:${account}`,
        `totp_enabled:${account}`,
        `adjustment_approved:${account}`,
      ]),
    );
    await adminA.goto(consoleUrl('/audit'));
    await adminA.locator('tr.ant-table-row', { hasText: 'adjustment_approved' }).first().waitFor();
    await settledShot(adminA, 'admin-staff-dual-audit-desktop');
  });

  it('raised no CSP violation and asked for no missing text', () => {
    expect(problems).toEqual([]);
  });
});
