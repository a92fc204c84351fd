import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, enrolledStaff } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { gradientPng, pngFile } from './support/png';

/**
 * The desktop footer, the mobile tab bar and the register background at 1440x900: a content member
 * of staff renames a footer section, adds an outside link and removes another (a reason, then a
 * confirmation), relabels a tab of site 1's H5_1 bar and uploads register pictures for pc and H5_1.
 * The member site then shows them on desktop and at 390x844. Everything is put back as seeded.
 */

let browser: Browser;
let page: Page;
const problems: string[] = [];
const stamp = Date.now().toString(36);
const HEADING = `帮助中心 ${stamp}`;
const LINK = `Blog ${stamp}`;
const TAB = `信箱${stamp.slice(-3)}`;
let pictureFile: string;
let pictureUrl = '';

type FooterSections = {
  sections: {
    section: string;
    titles: object;
    sort: number;
    items: { titles: object; url: string; sort: number }[];
  }[];
};
let seededFooter: FooterSections['sections'] = [];

const console$ = (p: string) => `${baseUrl()}/admin${p}`;

async function shot(name: string) {
  const moving = page.locator(
    '.ant-modal[class*="ant-zoom"], .ant-modal-mask[class*="ant-fade"], .ant-select-dropdown[class*="slide"]',
  );
  await expect.poll(() => moving.count()).toBe(0);
  // The save's notices fade after a few seconds: the screen itself is what is looked at.
  await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
  await screenshot(page, name);
}

/** The reason form of a removal or reset, then its confirmation. */
async function decide(reason: string) {
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('#decision_reason') });
  await dialog.locator('#decision_reason').fill(reason);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.waitFor();
  await confirm.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await dialog.waitFor({ state: 'hidden' });
}

async function choose(select: ReturnType<Page['locator']>, option: string) {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  // A real 1600x500 PNG (a warm gradient) for the file chooser.
  pictureFile = pngFile('register.png', gradientPng(1600, 500, [150, 50, 40], [230, 150, 70]));
  const seeded = await adminCall<FooterSections>('GET', '/content/footer?site_id=1');
  expect(seeded.code, seeded.message).toBe(1000);
  seededFooter = seeded.data.sections;
  const staff = await enrolledStaff({
    account: `footers-${stamp}`,
    password: `footers-${stamp}-pass1`,
    role: 'content',
    reason: 'New editor',
  });
  ({ page } = await newPage(browser, 'desktop'));
  await page.context().addInitScript((t: string) => {
    if (!localStorage.getItem('arks-admin-token')) localStorage.setItem('arks-admin-token', t);
    if (!localStorage.getItem('arks-admin-language')) localStorage.setItem('arks-admin-language', 'en_US');
    localStorage.setItem('arks-admin-site', '1');
  }, staff.token);
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|\[i18n\] missing/.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
});

afterAll(async () => {
  // Back as seeded: the footer, site 1's default tab bar, no register pictures.
  const back = await adminCall('PUT', '/content/footer', {
    site_id: 1,
    sections: seededFooter.map((s) => ({
      section: s.section,
      titles: s.titles,
      sort: s.sort,
      items: s.items,
    })),
    reason: 'e2e: back as seeded',
  });
  expect(back.code, back.message).toBe(1000);
  await adminCall('POST', '/content/mobile-footer/reset', {
    site_id: 1,
    template: 'H5_1',
    reason: 'e2e: back as seeded',
  });
  for (const template of ['pc', 'H5_1'])
    await adminCall('PUT', '/content/register-background', {
      site_id: 1,
      template,
      image_url: null,
      reason: 'e2e: back as seeded',
    });
  await browser?.close();
});

describe('desktop footer, mobile tab bar and register background in the console', () => {
  it('edits the desktop footer: a heading, a new outside link, a removal with a reason', async () => {
    await page.goto(console$('/content/footer'));
    await page.getByTestId('member-preview').waitFor();
    expect(await page.locator('.admin-sider').textContent()).toContain('Desktop footer');
    const service = page.getByTestId('footer-section-customer_service');
    await service.waitFor();
    await service.getByTestId('section-customer_service-title').fill(HEADING);
    await service.getByTestId('section-customer_service-add-item').click();
    const added = service.locator('.widget-item').last();
    await added.getByTestId('footer-item-title').fill(LINK);
    await choose(added.getByTestId('footer-item-link'), 'Outside address');
    await added.getByTestId('footer-item-url').fill('https://blog.example.com/');
    // The custom links section loses its second link: a reason, then a confirmation.
    await page.getByTestId('item-custom_link-1-remove').click();
    await decide('Partner left');
    expect(await page.getByTestId('footer-section-custom_link').locator('.widget-item').count()).toBe(1);
    // Customer service moves one place up.
    await page.getByTestId('section-customer_service-up').click();
    const preview = page.getByTestId('preview-footer');
    expect(await preview.textContent()).toContain(HEADING);
    expect(await preview.textContent()).toContain(LINK.slice(0, 4));
    await page.locator('.admin-page-header').scrollIntoViewIfNeeded();
    await shot('admin-footer-desktop');
    await page.getByTestId('footer-save').click();
    await page.locator('.ant-message-notice', { hasText: 'Footer saved' }).waitFor();
    const stored = await adminCall<FooterSections>('GET', '/content/footer?site_id=1');
    const mine = stored.data.sections.find((s) => s.section === 'customer_service')!;
    expect(mine.titles).toMatchObject({ zh_CN: HEADING });
    expect(mine.items.at(-1)).toMatchObject({ url: 'https://blog.example.com/', titles: { zh_CN: LINK } });
    const audit = await adminCall<{ list: { detail: { reason?: string } }[] }>(
      'GET',
      '/audit?action=footer_save&page=1&page_size=5',
    );
    expect(audit.data.list[0]?.detail.reason).toContain('Partner left');
  });

  it('relabels a tab of the H5_1 tab bar, shown in the phone preview', async () => {
    await page.goto(console$('/content/mobile-footer?template=H5_1'));
    await page.getByTestId('preview-tab-bar').waitFor();
    const second = page.getByTestId('tab-row-1');
    await choose(second.getByTestId('tab-kind'), 'Messages');
    await second.getByTestId('tab-label').fill(TAB);
    await page.getByTestId('tab-3-up').click();
    expect(await page.getByTestId('preview-tab-bar').textContent()).toContain(TAB);
    await page.getByTestId('mobile-footer-save').click();
    await page.locator('.ant-message-notice', { hasText: 'Tab bar saved' }).waitFor();
    await page.locator('.ant-tag', { hasText: 'Own tabs saved' }).waitFor();
    await shot('admin-mobile-footer-desktop');
  });

  it('uploads register pictures for pc and H5_1, previewed at phone size', async () => {
    await page.goto(console$('/content/register-background'));
    await page.getByTestId('member-preview').waitFor();
    for (const template of ['pc', 'H5_1']) {
      await page.getByTestId(`bg-set-${template}`).click();
      const modal = page.locator('.ant-modal', { hasText: `Register background · ${template}` });
      await modal.locator('input[type=file]').setInputFiles(pictureFile);
      await page.locator('.ant-message-notice', { hasText: '1600×500' }).last().waitFor();
      pictureUrl = (await modal.locator('img.content-upload-preview').getAttribute('src')) ?? '';
      expect(pictureUrl).toMatch(/^\/static\/content\/[0-9a-f]{64}\.png$/);
      await page.getByTestId('bg-save').click();
      await modal.waitFor({ state: 'hidden' });
      await page.getByTestId(`bg-${template}`).waitFor();
    }
    await page.getByTestId('preview-register-background').waitFor();
    await shot('admin-register-background-desktop');
    expect(problems).toEqual([]);
  });

  it('the member site shows them on desktop and at 390x844', async () => {
    const desktop = (await newPage(browser, 'desktop')).page;
    await desktop.goto(baseUrl() + '/');
    const footer = desktop.getByTestId('site-footer');
    await footer.getByText(HEADING).waitFor();
    const outside = footer.getByRole('link', { name: LINK });
    expect(await outside.getAttribute('href')).toBe('https://blog.example.com/');
    expect(await footer.locator('a[href="https://www.gamblingtherapy.org/"]').count()).toBe(0);
    await footer.scrollIntoViewIfNeeded();
    await screenshot(desktop, 'admin-footers-member-footer-desktop');
    await desktop.getByRole('button', { name: /注册/ }).first().click();
    const bg = desktop.getByTestId('register-background');
    await bg.waitFor();
    expect(await bg.getAttribute('src')).toContain(pictureUrl);
    await desktop.context().close();

    const phone = (await newPage(browser, 'phone')).page;
    await phone.goto(baseUrl() + '/');
    const bar = phone.getByTestId('mobile-tab-bar');
    await bar.getByTestId('tab-letter').waitFor();
    expect(await bar.getByTestId('tab-letter').textContent()).toContain(TAB);
    await screenshot(phone, 'admin-footers-member-tab-bar-phone');
    await phone.getByRole('button', { name: /注册/ }).first().click();
    await phone.getByTestId('register-background').waitFor();
    await screenshot(phone, 'admin-footers-member-register-phone');
    await phone.context().close();
  });

  it('resets the tab bar and removes a register picture, each with a reason and a confirmation', async () => {
    await page.goto(console$('/content/mobile-footer?template=H5_1'));
    await page.locator('.ant-tag', { hasText: 'Own tabs saved' }).waitFor();
    await page.getByTestId('mobile-footer-reset').click();
    await decide('Campaign over');
    await page.locator('.ant-tag', { hasText: 'Default tabs' }).waitFor();
    expect(await page.getByTestId('preview-tab-bar').textContent()).not.toContain(TAB);
    const reset = await adminCall<{ list: { detail: { reason?: string } }[] }>(
      'GET',
      '/audit?action=mobile_footer_reset&page=1&page_size=5',
    );
    expect(reset.data.list[0]?.detail.reason).toBe('Campaign over');

    await page.goto(console$('/content/register-background'));
    await page.getByTestId('bg-remove-H5_1').click();
    await decide('Old artwork');
    await page.getByTestId('bg-H5_1').waitFor({ state: 'detached' });
    const removed = await adminCall<{ list: { detail: { reason?: string; after: unknown } }[] }>(
      'GET',
      '/audit?action=register_background_save&page=1&page_size=5',
    );
    expect(removed.data.list[0]?.detail).toMatchObject({ reason: 'Old artwork', after: null });
    expect(problems).toEqual([]);
  });
});
