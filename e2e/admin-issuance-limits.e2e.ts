import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { adminCall, enrolledStaff, staffToken } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { registeredMember } from './support/member';

/**
 * The daily approval-free limits in the console at 1440x900: the admin sees the defaults, sets USD's
 * bound on adjustments to one member with a reason, and an adjustment past it is held as a proposal
 * with its own message; a finance staff member reads the page without any edit button.
 */

let browser: Browser;
const problems: string[] = [];
const console$ = (path: string) => `${baseUrl()}/admin${path}`;

/** A console page signed in with `token`, in Chinese, reporting CSP violations and missing texts. */
async function consolePage(token: string): Promise<Page> {
  const { page } = await newPage(browser, 'desktop');
  await page.context().addInitScript((t) => {
    if (!localStorage.getItem('arks-admin-token')) localStorage.setItem('arks-admin-token', t);
    if (!localStorage.getItem('arks-admin-language')) localStorage.setItem('arks-admin-language', 'zh_CN');
  }, token);
  page.on('console', (message) => {
    if (/Content Security Policy|\[i18n\] missing/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return page;
}

/** Other test files adjust USD members: the bound goes back to its default amount afterwards. */
async function putBack() {
  const restored = await adminCall('PUT', '/issuance-limits/adjustment_member_day/USD', {
    amount: '10000',
    reason: 'e2e: put back',
  });
  expect(restored.code, restored.message).toBe(1000);
}

async function shot(page: Page, name: string) {
  const moving = page.locator('.ant-modal[class*="ant-zoom"], .ant-modal-mask[class*="ant-fade"]');
  await expect.poll(() => moving.count()).toBe(0);
  await page.waitForTimeout(300);
  await screenshot(page, name);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('daily approval-free limits in the console', () => {
  it('an admin sees the defaults and sets USD’s bound on adjustments to one member with a reason', async () => {
    onTestFinished(putBack);
    const page = await consolePage(await staffToken());
    await page.goto(console$('/issuance-limits'));
    const row = page.locator('tr.ant-table-row', { hasText: 'USD' }).first();
    await row.waitFor();
    expect(await page.locator('.admin-sider').textContent()).toContain('免复核额度');
    const cell = row.getByTestId('issuance-adjustment_member_day');
    expect(await cell.textContent()).toContain('10,000.00');
    expect(await cell.textContent()).toContain('默认');
    await shot(page, 'admin-issuance-limits-desktop');

    await cell.getByTestId('issuance-edit').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.locator('#decision_amount') });
    await dialog.locator('#decision_amount').fill('50');
    await dialog.locator('#decision_reason').fill('风控：本周会员人工调整须双人复核');
    await shot(page, 'admin-issuance-limit-edit-desktop');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('10,000.00 → 50.00 USD');
    await shot(page, 'admin-issuance-limit-confirm-desktop');
    await confirm.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await page.locator('.ant-message-notice', { hasText: 'USD' }).waitFor();
    await expect.poll(() => cell.textContent()).toContain('50.00');
    expect(await cell.textContent()).not.toContain('默认');
    await page
      .locator('.ant-modal-wrap:visible')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await shot(page, 'admin-issuance-limits-saved-desktop');
    await page.close();
  });

  // Its own test (a slow machine cannot do both in one test's minute); the bound is set by the API.
  it('says an adjustment past today’s limit waits in Approvals, not the approval line', async () => {
    onTestFinished(putBack);
    const set = await adminCall('PUT', '/issuance-limits/adjustment_member_day/USD', {
      amount: '50',
      reason: 'e2e: a low bound',
    });
    expect(set.code, set.message).toBe(1000);
    const page = await consolePage(await staffToken());
    const member = await registeredMember(`usd${String(Date.now()).slice(-7)}`, { member_currency: 'USD' });
    await page.goto(console$(`/members/${member.member_id}`));
    await page.getByTestId('adjust-balance').click();
    const adjust = page.locator('.ant-modal:visible');
    await adjust.getByTestId('adjust-amount').fill('80');
    await adjust.locator('#decision_reason').fill('活动奖励补发（工单 9120）');
    await adjust.locator('.ant-modal-footer .ant-btn-primary').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('免复核额度');
    await confirm.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    const notice = page.locator('.ant-message-notice', { hasText: '已达当日免复核额度' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/#\d+/);
    await shot(page, 'admin-issuance-limit-held-adjustment-desktop');
    await page.close();
  });

  it('a finance staff member reads the limits without any edit button', async () => {
    const { token } = await enrolledStaff({
      account: `e2e-lim-${randomBytes(3).toString('hex')}`,
      password: `lim-${randomBytes(9).toString('base64url')}7a`,
      role: 'finance',
      reason: 'e2e cashier',
    });
    const page = await consolePage(token);
    await page.goto(console$('/issuance-limits'));
    const row = page.locator('tr.ant-table-row', { hasText: 'RMB' }).first();
    await row.waitFor();
    expect(await row.getByTestId('issuance-campaign_staff_day').textContent()).toContain('50,000.00');
    expect(await page.getByTestId('issuance-edit').count()).toBe(0);
    await shot(page, 'admin-issuance-limits-finance-desktop');
    await page.close();
  });

  it('raised no CSP violation and asked for no missing text', () => {
    expect(problems).toEqual([]);
  });
});
