import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { consolePage, consoleUrl as console$, settledShot } from './support/console-page';
import { gradientPng, pngFile } from './support/png';

/**
 * Model settings at 1440x900: a member of staff with the content role uploads a sponsor's picture,
 * saves the sponsor for the site's Chinese readers, sees it in the member preview, and a visitor of
 * the member site's sponsor page then gets it. Removal asks a reason and confirms; the reason is in
 * the audit log. The console must raise no CSP violation and ask for no missing text.
 */

let browser: Browser;
let page: Page;
let problems: string[] = [];
const stamp = Date.now().toString(36);
const SPONSOR = `龙舟队 ${stamp}`;
let pictureFile: string;
let pictureUrl = '';

const shot = (name: string) => settledShot(page, name);

beforeAll(async () => {
  browser = await launchBrowser();
  // A real sponsor picture for the file chooser: 1600x700, blue to teal.
  pictureFile = pngFile('dragon-boat.png', gradientPng(1600, 700, [20, 60, 160], [40, 180, 200]));
  ({ page, problems } = await consolePage(
    browser,
    { role: 'content', account: `widgets-${stamp}` },
    { language: 'en_US', site: 1 },
  ));
});
afterAll(async () => {
  await browser?.close();
});

describe('model settings', () => {
  it('adds a sponsor with an uploaded picture, shown in the member preview', async () => {
    await page.goto(console$('/content/models?kind=sponsor'));
    await page.getByTestId('member-preview').waitFor();
    expect(await page.locator('.admin-sider').textContent()).toContain('Model settings');
    await page.getByTestId('content-add').click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.waitFor();
    await drawer.locator('#language').click();
    await page.locator('.ant-select-item-option', { hasText: 'zh_CN' }).click();
    await drawer.locator('#title').fill(SPONSOR);
    await drawer.locator('input[type=file]').setInputFiles(pictureFile);
    await page.locator('.ant-message-notice', { hasText: '1600×700' }).waitFor();
    pictureUrl = (await drawer.locator('img.content-upload-preview').getAttribute('src')) ?? '';
    expect(pictureUrl).toMatch(/^\/static\/content\/[0-9a-f]{64}\.png$/);
    await drawer.getByTestId('rich-editor').click();
    await page.keyboard.type('Official partner of the season.');
    await shot('admin-site-widgets-sponsor-form-desktop');
    await page.getByTestId('content-save').click();
    await page.locator('.ant-message-notice', { hasText: 'Saved' }).waitFor();
    await drawer.waitFor({ state: 'detached' });
    const row = page.locator('tr.ant-table-row', { hasText: SPONSOR });
    await row.waitFor();
    expect(await row.textContent()).toContain('Live');
    // The preview draws the language chosen there: the sponsor is for Chinese readers.
    await page.getByTestId('member-preview').locator('.ant-segmented-item', { hasText: 'zh_CN' }).click();
    for (const device of ['desktop', 'phone']) {
      const preview = page.getByTestId(`preview-${device}`);
      await preview.locator(`img[src="${pictureUrl}"]`).waitFor();
      expect(await preview.textContent()).toContain(SPONSOR);
    }
    await shot('admin-site-widgets-sponsors-desktop');
  });

  it('the member site’s sponsor page shows it', async () => {
    const visitor = await newPage(browser, 'desktop');
    await visitor.page.goto(baseUrl() + '/sponsor');
    const list = visitor.page.getByTestId('sponsor-list');
    await list.getByText(SPONSOR).waitFor();
    await list.locator(`img[src$="${pictureUrl}"]`).waitFor();
    await screenshot(visitor.page, 'admin-site-widgets-member-sponsors-desktop');
    await visitor.context.close();
  });

  it('reads the same in Chinese', async () => {
    await page.evaluate(() => localStorage.setItem('arks-admin-language', 'zh_CN'));
    await page.goto(console$('/content/models?kind=sponsor'));
    await page.locator('tr.ant-table-row', { hasText: SPONSOR }).waitFor();
    expect(await page.locator('.admin-sider').textContent()).toContain('模板配置');
    await shot('admin-site-widgets-sponsors-zh-desktop');
    await page.evaluate(() => localStorage.setItem('arks-admin-language', 'en_US'));
    await page.goto(console$('/content/models?kind=sponsor'));
  });

  it('removes it with a reason, after a confirmation; the reason is audited', async () => {
    const row = page.locator('tr.ant-table-row', { hasText: SPONSOR });
    await row.waitFor();
    await row.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.locator('.ant-modal').filter({ has: page.locator('#decision_reason') });
    await dialog.locator('#decision_reason').fill('Sponsorship ended');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    await confirm.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await page.locator('.ant-message-notice', { hasText: 'Removed' }).waitFor();
    await row.waitFor({ state: 'detached' });
    const audit = await adminCall<{ list: { action: string; detail: { reason?: string } }[] }>(
      'GET',
      '/audit?action=site_model_delete&page=1&page_size=5',
    );
    expect(audit.code, audit.message).toBe(1000);
    expect(audit.data.list[0]?.detail.reason).toBe('Sponsorship ended');
    expect(problems).toEqual([]);
  });
  it('adds a float item with an uploaded picture, pinned in the preview, and removes it with a reason', async () => {
    await page.goto(console$('/content/floats'));
    await page.getByTestId('member-preview').waitFor();
    await page.getByTestId('content-add').click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.waitFor();
    await drawer.locator('#title').fill(`Service ${stamp}`);
    await drawer.locator('input[type=file]').setInputFiles(pictureFile);
    await page.locator('.ant-message-notice', { hasText: '1600×700' }).last().waitFor();
    await drawer.getByLabel('Left side').check();
    await shot('admin-site-widgets-float-form-desktop');
    await page.getByTestId('content-save').click();
    await drawer.waitFor({ state: 'detached' });
    const row = page.locator('tr.ant-table-row', { hasText: `Service ${stamp}` });
    await row.waitFor();
    for (const device of ['desktop', 'phone']) {
      await page.getByTestId(`preview-${device}`).locator('.member-floats-left img').first().waitFor();
    }
    await shot('admin-site-widgets-floats-desktop');
    await row.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.locator('.ant-modal').filter({ has: page.locator('#decision_reason') });
    await dialog.locator('#decision_reason').fill('Channel closed');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.locator('.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary').click();
    await row.waitFor({ state: 'detached' });
    const audit = await adminCall<{ list: { detail: { reason?: string } }[] }>(
      'GET',
      '/audit?action=float_delete&page=1&page_size=5',
    );
    expect(audit.data.list[0]?.detail.reason).toBe('Channel closed');
    expect(problems).toEqual([]);
  });
});
