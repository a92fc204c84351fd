import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { consolePage } from './support/console-page';
import { withDatabase } from './support/database';

/**
 * Sites, staff and the audit in the console at 1440x900: an admin creates a site with a currency and
 * a language no other site offers, a member registers on it at once (its host is a *.localhost name,
 * which Chromium sends to this machine), the site's rules open as tabs, staff accounts are listed,
 * and the audit chain verifies — until a row is changed in SQL, which the verify button then names.
 */

let browser: Browser;
let page: Page;
let problems: string[] = [];
const slug = `lotus-${randomBytes(3).toString('hex')}`;
const host = `${slug}.localhost`;
let siteId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  // Signed in with the session the e2e files share (each TOTP code signs in only once).
  ({ page, problems } = await consolePage(browser, 'admin'));
});
afterAll(async () => {
  await browser?.close();
});

const console$ = (path: string) => `${baseUrl()}/admin${path}`;

async function shot(name: string) {
  const moving = page.locator('.ant-modal[class*="ant-zoom"], .ant-modal-mask[class*="ant-fade"]');
  await expect.poll(() => moving.count()).toBe(0);
  // Tables fetching again (after a filter or a change) show a spinner over their rows.
  await expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
  await screenshot(page, name);
}

/** Picks options of an Ant Design select by the text they show (typed first where it searches). */
async function choose(fieldId: string, texts: string[], search = true) {
  const input = page.locator(`#${fieldId}`);
  await input.click();
  for (const text of texts) {
    // The list draws only the options in view; typing brings the wanted one there.
    if (search) await input.fill(text);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
      .first()
      .click();
  }
  await page.keyboard.press('Escape');
}

describe('sites, staff and audit in the console', () => {
  it('lists the sites and creates one with a new currency and language', async () => {
    await page.goto(console$('/sites'));
    await page.locator('tr.ant-table-row').first().waitFor();
    await shot('admin-sites-desktop');

    await page.goto(console$('/sites/new'));
    await page.locator('#site-form_name').fill(slug);
    await page.locator('#site-form_title_en').fill('Lotus Club');
    await page.locator('#site-form_title_zh').fill('莲花会');
    await page.locator('#site-form_hosts').fill(host);
    await page.keyboard.press('Enter');
    await choose('site-form_currencies', ['BRL']);
    await choose('site-form_languages', ['bn_BD', 'en_US']);
    await choose('site-form_default_language', ['bn_BD'], false);
    await page.locator('#site-form_reason').fill('Bangladesh launch, ticket OPS-311');
    await shot('admin-site-create-desktop');
    await page.getByTestId('site-save').click();
    await page.locator('.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary').click();
    await page.waitForURL(/\/admin\/sites\/\d+$/);
    siteId = Number(/\/sites\/(\d+)$/.exec(page.url())![1]);
    await page.locator('#site-form_title_en').waitFor();
    expect(await page.locator('#site-form_title_en').inputValue()).toBe('Lotus Club');
    await shot('admin-site-settings-desktop');
  });

  it('lets a member register on the new site at once, in its currency', async () => {
    const { page: member } = await newPage(browser, 'desktop');
    await member.goto(`http://${host}:${new URL(baseUrl()).port}/`);
    await member.getByTestId('header-register').click();
    await member.getByTestId('register-form').waitFor();
    const account = `lotus${String(Date.now()).slice(-6)}`;
    await member.getByTestId('register-account').fill(account);
    await member.getByTestId('register-password').fill('abc12345');
    await member.getByTestId('register-check-password').fill('abc12345');
    await member.getByTestId('register-agreement').check();
    await screenshot(member, 'admin-site-member-register-desktop');
    await member.getByTestId('register-submit').click();
    await expect(member.getByTestId('header-account').textContent()).resolves.toBe(account);
    await member.context().close();

    const found = await adminCall<{ list: { account: string; site_id: number; currency: string }[] }>(
      'GET',
      `/members?account=${account}`,
    );
    expect(found.data.list).toEqual([expect.objectContaining({ account, site_id: siteId, currency: 'BRL' })]);
  });

  it('shows the site’s rules as tabs: register form, agreements, IP blocks with a block added', async () => {
    await page.goto(console$(`/sites/${siteId}/register`));
    await page.locator('.ant-table-row').first().waitFor();
    await shot('admin-site-register-desktop');

    await page.goto(console$(`/sites/${siteId}/agreements`));
    await page.locator('.ant-table-row', { hasText: 'bn_BD' }).waitFor();
    await shot('admin-site-agreements-desktop');

    await page.goto(console$(`/sites/${siteId}/ipBlocks`));
    await page.getByTestId('ip-block-add').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.locator('#decision_network') });
    await dialog.locator('#decision_network').fill('203.0.113.0/24');
    await dialog.locator('#decision_reason').fill('Card-testing bots from this range');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.locator('.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary').click();
    await page.locator('.ant-table-row', { hasText: '203.0.113.0/24' }).waitFor();
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await shot('admin-site-ip-blocks-desktop');
  });

  it('lists staff accounts with their roles and two-factor', async () => {
    await page.goto(console$('/staff'));
    // The second admin (e2e-admin-2) is listed too: match the first admin's account exactly.
    await page
      .locator('tr.ant-table-row')
      .filter({ has: page.getByText('e2e-admin', { exact: true }) })
      .waitFor();
    await shot('admin-staff-desktop');
  });

  it('verifies the audit chain, then finds a row changed in SQL', async () => {
    await page.goto(
      console$(`/audit?filters[0][field]=target&filters[0][operator]=eq&filters[0][value]=site:${siteId}`),
    );
    const created = page.locator('tr.ant-table-row', { hasText: 'site_created' });
    await created.waitFor();
    await created.click();
    await page.getByTestId('audit-diff').waitFor();
    await page.getByTestId('audit-verify').click();
    const result = page.getByTestId('audit-chain-result');
    await expect.poll(() => result.getAttribute('class')).toContain('ant-alert-success');
    await shot('admin-audit-intact-desktop');

    // Someone with database access rewrites the reason of the site's creation.
    const row = await withDatabase(async (db) => {
      const { rows } = await db.query<{ id: number; seq: number }>(
        `update staff_audit set detail = jsonb_set(detail, '{reason}', '"nothing happened"')
          where action = 'site_created' and target = $1 returning id, seq`,
        [`site:${siteId}`],
      );
      return rows[0]!;
    });
    await page.getByTestId('audit-verify').click();
    await expect.poll(() => result.getAttribute('class')).toContain('ant-alert-error');
    expect(await result.textContent()).toContain(`#${row.id}`);
    await shot('admin-audit-broken-desktop');

    // Put back, so the other files' chain checks start from a whole chain.
    await withDatabase((db) =>
      db.query(
        `update staff_audit set detail = jsonb_set(detail, '{reason}', '"Bangladesh launch, ticket OPS-311"')
          where id = $1`,
        [row.id],
      ),
    );
    const report = await adminCall<{ intact: boolean }>('POST', '/audit/verify', {});
    expect(report.data.intact).toBe(true);
    expect(problems).toEqual([]);
  });
});
