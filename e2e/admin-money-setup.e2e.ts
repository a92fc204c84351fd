import { randomBytes } from 'node:crypto';
import { DepositChannels, WithdrawSettings } from '@arks/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { adminCall, enrolledStaff } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { memberCall, newMember, signedInPage } from './support/member';

/**
 * Money set-up in the console at 1440x900, as a finance staff member (not the admin) uses it: a
 * bank-transfer channel added for a site and currency appears on the member's deposit page, a changed
 * withdrawal limit is what the member's withdraw page then offers, and the provider transfer desk opens.
 */

let browser: Browser;
let page: Page;
const problems: string[] = [];
const account = `e2e-fin-${randomBytes(3).toString('hex')}`;
const password = `fin-${randomBytes(9).toString('base64url')}7a`;
const accountNumber = `6214${Date.now().toString().slice(-12)}`;

/** A finance staff member made by the admin, enrolled in two-factor as production requires: their session. */
async function financeSession(): Promise<string> {
  return (await enrolledStaff({ account, password, role: 'finance', reason: 'e2e cashier' })).token;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await financeSession();
  ({ page } = await newPage(browser, 'desktop'));
  await page.context().addInitScript((staffToken) => {
    if (!localStorage.getItem('arks-admin-token')) localStorage.setItem('arks-admin-token', staffToken);
    if (!localStorage.getItem('arks-admin-language')) localStorage.setItem('arks-admin-language', 'zh_CN');
  }, token);
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
  const moving = page.locator(
    '.ant-modal[class*="ant-zoom"], .ant-modal-mask[class*="ant-fade"], .ant-drawer-content-wrapper[class*="motion"]',
  );
  await expect.poll(() => moving.count()).toBe(0);
  await page.waitForTimeout(300);
  await screenshot(page, name);
}

/** Picks `option` in the Ant Design select of the form item labelled `label`. */
async function choose(scope: ReturnType<Page['locator']>, label: string, option: string) {
  await scope.locator('.ant-form-item', { hasText: label }).locator('.ant-select').first().click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

describe('money set-up in the console', () => {
  it('a finance staff member adds a bank-transfer channel, and the member’s deposit page lists it', async () => {
    const sites = await adminCall<{ list: { id: number; languages: string[] }[] }>('GET', '/sites');
    const languages = sites.data.list.find((s) => s.id === 1)!.languages;
    await page.goto(console$('/deposit-channels'));
    await page.locator('tr.ant-table-row').first().waitFor();
    expect(await page.locator('.admin-sider').textContent()).toContain('存款渠道');
    await shot('admin-deposit-channels-desktop');

    await page.getByTestId('channel-add').click();
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await drawer.locator('#channel_min_amount').waitFor();
    await choose(drawer, '币种', 'RMB');
    for (const lang of languages) {
      await drawer
        .locator(`#channel_names_${lang}`)
        .fill(lang.startsWith('zh') ? '招商银行转账' : 'CMB bank transfer');
    }
    await drawer.locator('#channel_min_amount').fill('200');
    await drawer.locator('#channel_max_amount').fill('30000');
    await drawer.locator('#channel_daily_limit').fill('500000');
    await drawer.locator('#channel_bank_name').fill('招商银行');
    await drawer.locator('#channel_bank_branch').fill('深圳南山支行');
    await drawer.locator('#channel_account_name').fill('锦鲤娱乐有限公司');
    await drawer.locator('#channel_account_number').fill(accountNumber);
    await shot('admin-deposit-channel-add-desktop');
    await page.getByTestId('channel-save').click();
    await page.locator('.ant-message-notice', { hasText: '招商银行转账' }).waitFor();
    const row = page.locator('tr.ant-table-row', { hasText: accountNumber });
    await row.waitFor();
    expect(await row.textContent()).toContain('深圳南山支行');
    await shot('admin-deposit-channel-added-desktop');

    const member = await newMember('msch');
    const listed = (await memberCall(member, DepositChannels, {})).list.find(
      (c) => c.account_number === accountNumber,
    );
    expect(listed).toMatchObject({ type: 'bank', min_amount: '200.00', max_amount: '30000.00' });
    const site = await signedInPage(browser, 'desktop', member);
    await site.goto(`${baseUrl()}/user?page=Deposit`);
    await site.getByTestId('deposit-page').waitFor();
    const card = site.locator('label', { hasText: /招商银行转账|CMB bank transfer/ });
    await card.waitFor();
    await card.click();
    await expect.poll(() => site.getByTestId('deposit-bank').textContent()).toContain(accountNumber);
    expect(await site.getByTestId('deposit-bank').textContent()).toContain('深圳南山支行');
    await screenshot(site, 'member-deposit-new-channel-desktop');
    await site.close();
  });

  it('changes a withdrawal limit with a reason, and the member’s withdraw page offers the new minimum', async () => {
    // Other test files withdraw on site 1 in RMB: the limit is put back as it was afterwards.
    type Limit = { currency: string; min_amount: string; max_amount: string; daily_count: number | null };
    const before = await adminCall<{ list: (Limit & { daily_amount: string | null })[] }>(
      'GET',
      '/withdraw-limits?site_id=1&page=1&page_size=100',
    );
    const rmb = before.data.list.find((l) => l.currency === 'RMB')!;
    onTestFinished(async () => {
      const restored = await adminCall('PUT', '/withdraw-limits/1/RMB', {
        min_amount: rmb.min_amount,
        max_amount: rmb.max_amount,
        daily_count: rmb.daily_count,
        daily_amount: rmb.daily_amount,
        reason: 'e2e: put back',
      });
      expect(restored.code, restored.message).toBe(1000);
    });
    await page.goto(console$('/withdraw-limits'));
    const row = page.locator('tr.ant-table-row', { hasText: 'RMB' }).first();
    await row.waitFor();
    await shot('admin-withdraw-limits-desktop');
    await row.getByTestId('limit-edit').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.locator('#decision_min_amount') });
    await dialog.locator('#decision_min_amount').fill('150');
    await dialog.locator('#decision_daily_count').fill('5');
    await dialog.locator('#decision_reason').fill('风控要求：小额取款手续费过高');
    await shot('admin-withdraw-limit-edit-desktop');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('150.00');
    await confirm.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await page.locator('.ant-message-notice', { hasText: 'RMB' }).waitFor();
    await expect.poll(() => row.textContent()).toContain('站点设置');
    expect(await row.textContent()).toContain('每日 5 次');

    const member = await newMember('mslim');
    expect((await memberCall(member, WithdrawSettings, {})).min_amount).toBe('150.00');
    await page
      .locator('.ant-modal-wrap:visible')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await shot('admin-withdraw-limits-saved-desktop');
  });

  it('opens the provider transfer desk', async () => {
    await page.goto(console$('/provider-transfers'));
    await page.locator('.ant-table').waitFor();
    expect(await page.locator('.admin-page-header').textContent()).toContain('游戏转账对账');
    await shot('admin-transfer-desk-desktop');
  });

  it('raised no CSP violation and asked for no missing text', () => {
    expect(problems).toEqual([]);
  });
});
