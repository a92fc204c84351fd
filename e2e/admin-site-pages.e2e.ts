import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, enrolledStaff } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';

/**
 * Info pages at 1440x900: a member of staff with the content role (two-factor enrolled) writes a FAQ
 * answer per language in the rich-text editor, sees it in the phone and desktop preview, corrects its
 * title, and a visitor of the member site reads the corrected page at its address. The page is then
 * removed with a reason, which the audit log keeps. No CSP violation, no missing text.
 */

let browser: Browser;
let page: Page;
const problems: string[] = [];
const stamp = Date.now().toString(36);
const TITLE = { zh_CN: `如何更换银行卡 ${stamp}`, en_US: `Changing your bank card ${stamp}` };
const FIXED = { zh_CN: `更换提款银行卡 ${stamp}`, en_US: `Changing your withdrawal card ${stamp}` };
let number = 0;

/** A content member of staff, signed in with two-factor set up: the session token the console keeps. */
async function contentStaffToken(): Promise<string> {
  const staff = await enrolledStaff({
    account: `pages-${stamp}`,
    password: `pages-${stamp}-pass1`,
    role: 'content',
    reason: 'New editor',
  });
  return staff.token;
}

const console$ = (p: string) => `${baseUrl()}/admin${p}`;

async function shot(name: string) {
  const moving = page.locator(
    '.ant-modal[class*="ant-zoom"], .ant-modal-mask[class*="ant-fade"], .ant-drawer[class*="motion"]',
  );
  await expect.poll(() => moving.count()).toBe(0);
  await expect.poll(() => page.locator('.ant-spin-spinning, .ant-spin-blur').count()).toBe(0);
  await screenshot(page, name);
}

/** Writes one language's title and body in the open drawer. */
async function writeLanguage(language: 'zh_CN' | 'en_US', title: string, body?: string) {
  const drawer = page.locator('.ant-drawer-section');
  await drawer.getByRole('tab', { name: language }).click();
  const tab = drawer.locator('[role=tabpanel]', { has: page.locator(`#titles_${language}`) });
  await tab.locator(`#titles_${language}`).fill(title);
  if (body === undefined) return;
  await tab.getByTestId('rich-editor').click();
  await page.keyboard.type(body);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await contentStaffToken();
  ({ page } = await newPage(browser, 'desktop'));
  await page.context().addInitScript((t: string) => {
    if (!localStorage.getItem('arks-admin-token')) localStorage.setItem('arks-admin-token', t);
    if (!localStorage.getItem('arks-admin-language')) localStorage.setItem('arks-admin-language', 'en_US');
    localStorage.setItem('arks-admin-site', '1');
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

describe('info pages in the console', () => {
  it('lists the site FAQ with the filter in the address and a preview of the first page', async () => {
    await page.goto(console$('/content/info-pages?kind=faq'));
    await page.locator('tr.ant-table-row', { hasText: '/faq/6' }).waitFor();
    expect(await page.locator('.admin-sider').textContent()).toContain('Info pages');
    await page.getByTestId('preview-info-desktop').waitFor();
    await shot('admin-site-pages-faq-desktop');
  });

  it('writes a FAQ answer per language in the rich-text editor and previews it', async () => {
    await page.getByTestId('content-add').click();
    await page.locator('.ant-drawer-section').waitFor();
    number = Number(await page.getByTestId('info-number').inputValue());
    expect(number).toBeGreaterThan(6);
    await writeLanguage('zh_CN', TITLE.zh_CN, '在“我的账户”中删除旧卡，再添加新卡。');
    await writeLanguage('en_US', TITLE.en_US, 'Remove the old card under My account, then add the new one.');
    await shot('admin-site-pages-form-desktop');
    await page.getByTestId('content-save').click();
    await page.locator('.ant-message-notice', { hasText: 'Saved' }).waitFor();
    const row = page.locator('tr.ant-table-row', { hasText: `/faq/${number}` });
    await row.waitFor();
    expect(await row.textContent()).toContain('Live');
    await row.getByRole('button', { name: 'Preview' }).click();
    for (const device of ['desktop', 'phone']) {
      await expect
        .poll(() => page.getByTestId(`preview-info-${device}`).textContent())
        .toMatch(new RegExp(`${TITLE.en_US}|${TITLE.zh_CN}`));
    }
    await shot('admin-site-pages-preview-desktop');
  });

  it('corrects the title, and a visitor reads the corrected page at its address', async () => {
    const row = page.locator('tr.ant-table-row', { hasText: `/faq/${number}` });
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.locator('.ant-drawer-section').waitFor();
    await writeLanguage('zh_CN', FIXED.zh_CN);
    await writeLanguage('en_US', FIXED.en_US);
    await page.getByTestId('content-save').click();
    await page.locator('.ant-message-notice', { hasText: 'Saved' }).last().waitFor();
    await expect.poll(() => row.textContent()).toMatch(new RegExp(`${FIXED.en_US}|${FIXED.zh_CN}`));

    for (const viewport of ['desktop', 'phone'] as const) {
      const visitor = await newPage(browser, viewport);
      await visitor.page.goto(`${baseUrl()}/faq/${number}`);
      // The FAQ opens the chosen answer within the list of questions.
      const content = visitor.page.getByTestId('info-page-content');
      await content.waitFor();
      await expect
        .poll(() => visitor.page.locator('body').textContent())
        .toMatch(new RegExp(`${FIXED.en_US}|${FIXED.zh_CN}`));
      expect(await content.textContent()).toMatch(/old card|旧卡/);
      await screenshot(visitor.page, `admin-site-pages-member-${viewport}`);
      await visitor.context.close();
    }
  });

  it('removes the page with a reason after a confirmation, and the audit log keeps the reason', async () => {
    const row = page.locator('tr.ant-table-row', { hasText: `/faq/${number}` });
    await row.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.locator('.ant-modal').filter({ has: page.locator('#decision_reason') });
    await dialog.locator('#decision_reason').fill('Answer merged into FAQ 6');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    await confirm.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await page.locator('.ant-message-notice', { hasText: 'Removed' }).waitFor();
    await row.waitFor({ state: 'detached' });
    const audit = await adminCall<{
      list: { action: string; detail: { reason?: string; number?: number } }[];
    }>('GET', '/audit?action=info_page_delete&page=1&page_size=5');
    expect(audit.code, audit.message).toBe(1000);
    expect(audit.data.list[0]?.detail).toMatchObject({ number, reason: 'Answer merged into FAQ 6' });
    expect(problems).toEqual([]);
  });

  it('reads the same in Chinese for staff who chose it', async () => {
    await page.evaluate(() => localStorage.setItem('arks-admin-language', 'zh_CN'));
    await page.goto(console$('/content/info-pages?kind=discount'));
    await page.locator('tr.ant-table-row').first().waitFor();
    expect(await page.locator('.admin-page-header').textContent()).toContain('信息页面');
    // The export is offered once the site's rows have arrived.
    await expect.poll(() => page.getByRole('button', { name: '导出 CSV' }).isEnabled()).toBe(true);
    await shot('admin-site-pages-discount-zh');
    expect(problems).toEqual([]);
  });
});
