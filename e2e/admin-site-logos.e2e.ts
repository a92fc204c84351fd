import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, enrolledStaff } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { withDatabase } from './support/database';

/**
 * A site's logos in the console at 1440x900: a member of staff with the content role uploads a new
 * desktop logo for site 1, sees it on a dark and a light background, and the member site's header
 * shows it; the editor offers no address to type (a logo comes only from the content image store);
 * then a light variant is removed with a reason. The seeded artwork is not in the store, so the API
 * refuses it; whatever this file changes on site 1 is put back in the database at the end, so later
 * files see the seeded logos.
 */

let browser: Browser;
let page: Page;
let logoFile: string;
const problems: string[] = [];
const stamp = Date.now().toString(36);
const SEEDED = {
  desktop: '/static/sites/1/logo-desktop.svg',
  mobile_light: '/static/sites/1/logo-mobile-light.svg',
};

const console$ = (p: string) => `${baseUrl()}/admin${p}`;

/** Site 1's seeded logos again, written behind the server's back (no upload can name them). */
const restoreSeeded = () =>
  withDatabase(async (db) => {
    for (const [kind, path] of Object.entries(SEEDED)) {
      await db.query(
        `insert into site_logos (site_id, kind, path) values (1, $1, $2)
         on conflict (site_id, kind) do update set path = excluded.path, updated_at = now()`,
        [kind, path],
      );
    }
  });

async function shot(name: string) {
  const moving = page.locator('.ant-modal[class*="ant-zoom"], .ant-modal-mask[class*="ant-fade"]');
  await expect.poll(() => moving.count()).toBe(0);
  await screenshot(page, name);
}

/** A real PNG logo: a wordmark drawn by the browser on a transparent background. */
async function drawLogo(): Promise<Buffer> {
  const { page: canvas, context } = await newPage(browser, 'desktop');
  await canvas.setContent(
    `<div id="mark" style="display:inline-flex;align-items:center;gap:10px;padding:6px 10px;
      font:800 34px Arial,sans-serif;letter-spacing:2px;color:#ffd36b">
      <span style="width:44px;height:44px;border-radius:50%;background:linear-gradient(135deg,#ff5a4e,#ffd36b)"></span>
      NEW KOI</div>`,
  );
  const png = await canvas.locator('#mark').screenshot({ omitBackground: true, type: 'png' });
  await context.close();
  return png;
}

/** The member site's header logo on the desktop layout (site 1's desktop template is dark). */
async function memberLogo(): Promise<string | null> {
  const { page: member, context } = await newPage(browser, 'desktop');
  await member.goto(baseUrl());
  const img = member.getByTestId('site-logo').first().locator('img');
  await img.waitFor();
  const src = await img.getAttribute('src');
  await context.close();
  return src;
}

beforeAll(async () => {
  browser = await launchBrowser();
  logoFile = path.join(mkdtempSync(path.join(tmpdir(), 'arks-logo-')), 'new-koi.png');
  writeFileSync(logoFile, await drawLogo());
  const staff = await enrolledStaff({
    account: `logos-${stamp}`,
    password: `logos-${stamp}-pass1`,
    role: 'content',
    reason: 'Brand designer',
  });
  ({ page } = await newPage(browser, 'desktop'));
  await page.context().addInitScript((t: string) => {
    localStorage.setItem('arks-admin-token', t);
    // English: this machine has no CJK fonts, and the screenshots must be readable.
    localStorage.setItem('arks-admin-language', 'en_US');
  }, staff.token);
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|\[i18n\] missing/.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
});
afterAll(async () => {
  // Put back as seeded even when a step failed half-way.
  await restoreSeeded();
  await browser?.close();
});

async function openEditor(kind: string) {
  await page.getByTestId(`logo-set-${kind}`).click();
  const dialog = page.locator('.ant-modal:not(.ant-modal-confirm)', { hasText: 'Preview' });
  await dialog.waitFor();
  return dialog;
}

/** Answers the second question (the confirmation) and waits for it to go. */
async function confirm() {
  const question = page.locator('.ant-modal-confirm');
  await question.waitFor();
  await question.locator('.ant-btn-primary').click();
  await question.waitFor({ state: 'detached' });
}

describe('site logos in the console', () => {
  it('shows each kind on a dark and a light background', async () => {
    await page.goto(console$('/sites/1/logos'));
    for (const kind of ['desktop', 'mobile', 'favicon', 'desktop_light', 'mobile_light']) {
      await page.getByTestId(`logo-card-${kind}`).waitFor();
    }
    const dark = page.getByTestId('logo-preview-dark-desktop').locator('img');
    await expect.poll(() => dark.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await dark.getAttribute('src')).toBe(SEEDED.desktop);
    expect(
      await page.getByTestId('logo-preview-light-desktop_light').locator('img').getAttribute('src'),
    ).toBe('/static/sites/1/logo-desktop-light.svg');
    await shot('admin-site-logos-desktop');
  });

  it('uploads a desktop logo that the member site then shows', async () => {
    const dialog = await openEditor('desktop');
    await dialog.locator('input[type=file]').setInputFiles(logoFile);
    await page.locator('.ant-message-notice', { hasText: 'Picture uploaded' }).first().waitFor();
    // No address box: the uploaded picture's store address is shown, not typed.
    expect(await dialog.locator('input:not([type=file])').count()).toBe(0);
    const uploaded = ((await dialog.locator('code').textContent()) ?? '').trim();
    expect(uploaded).toMatch(/^\/static\/content\/[0-9a-f]{64}\.png$/);
    await expect
      .poll(() => dialog.getByTestId('logo-preview-light-desktop').locator('img').getAttribute('src'))
      .toBe(uploaded);
    await shot('admin-site-logo-upload-desktop');
    await page.getByTestId('logo-save').click();
    await confirm();
    await page.locator('.ant-message-notice', { hasText: 'Desktop logo saved' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('logo-preview-dark-desktop').locator('img').getAttribute('src'))
      .toBe(uploaded);

    expect(await memberLogo()).toBe(uploaded);

    // An address from anywhere else is refused by the server too, naming the field.
    const elsewhere = await adminCall('PUT', '/sites/1/logos/desktop', {
      photo_path: 'https://tracker.example/logo.png',
    });
    expect(elsewhere.code).toBe(400);
    expect(elsewhere.message).toContain('photo_path');
    await restoreSeeded();
    expect(await memberLogo()).toBe(SEEDED.desktop);
  });

  it('removes a light variant only with a reason, after a confirmation', async () => {
    await page.getByTestId('logo-remove-mobile_light').click();
    const dialog = page.locator('.ant-modal', { hasText: 'Remove the Mobile logo, light background' });
    await dialog.waitFor();
    await dialog.locator('.ant-btn-dangerous').click();
    // No reason: the form says so and nothing is asked yet.
    await dialog.locator('.ant-form-item-explain-error').first().waitFor();
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
    await dialog.locator('#decision_reason').fill('Rebrand: new light artwork next week');
    // The form has taken the reason once its error is gone; a click before that can meet the old error.
    await dialog.locator('.ant-form-item-explain-error').waitFor({ state: 'detached' });
    await shot('admin-site-logo-remove-desktop');
    await dialog.locator('.ant-btn-dangerous').click();
    await confirm();
    const card = page.getByTestId('logo-card-mobile_light');
    await card.getByText('None: light templates show the mobile logo.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await card.locator('img').count()).toBe(0);

    const logos = await adminCall<{ list: { kind: string }[] }>('GET', '/sites/1/logos');
    expect(logos.data.list.map((l) => l.kind)).not.toContain('mobile_light');
    expect(problems).toEqual([]);
  });
});
