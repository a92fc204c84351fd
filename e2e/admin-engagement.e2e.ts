import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { consolePage } from './support/console-page';
import { newMember, signedInPage, type Member } from './support/member';

/**
 * The engagement screens of the back office at 1440x900, as a content staff member uses them: a letter
 * written with its member preview reaches one member, who reads it on the member site; a red-envelope
 * campaign created with its budget. No CSP violation, no missing text.
 */

let browser: Browser;
let page: Page;
let member: Member;
let problems: string[] = [];
const stamp = String(Date.now()).slice(-6);

beforeAll(async () => {
  browser = await launchBrowser();
  member = await newMember('alet');
  // A content staff member who works in English; the member below reads English too, so one letter
  // shows its languages at both ends.
  ({ page, problems } = await consolePage(
    browser,
    { role: 'content', account: `content${stamp}` },
    { language: 'en_US' },
  ));
});
afterAll(async () => {
  await browser?.close();
});

const console$ = (path: string) => `${baseUrl()}/admin${path}`;

/** A screenshot once Ant Design's dialogs and drawers have finished moving. */
async function shot(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const moving = page.locator(
    '.ant-modal[class*="ant-zoom"], .ant-modal-mask[class*="ant-fade"], .ant-drawer-content-wrapper[class*="motion"]',
  );
  await expect.poll(() => moving.count()).toBe(0);
  await screenshot(page, name);
}

/** Answers the confirmation Ant Design's modal.confirm asks. */
async function confirm() {
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.waitFor();
  await dialog.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  // The dialog waits for the server's answer (nothing optimistic), on a busy machine a few seconds.
  await expect.poll(() => page.locator('.ant-modal-confirm:visible').count(), { timeout: 20_000 }).toBe(0);
}

describe('engagement in the back office', () => {
  it('a content staff member writes a letter to one member, who reads it on the member site', async () => {
    const title = `周末加赠活动 ${stamp}`;
    const english = `Weekend bonus ${stamp}`;
    await page.goto(console$('/letters'));
    await page.getByTestId('letter-compose').click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.waitFor();
    await page.getByTestId('letter-account').fill(member.account);
    // Titles and bodies per language: Simplified Chinese (the site's default) and English.
    await drawer.locator('input[id="titles_zh_CN"]').fill(title);
    await drawer
      .locator('textarea[id="bodies_zh_CN"]')
      .fill('<p>尊敬的会员：本周末存款即享 <b>10%</b> 加赠，详情请见活动页面。</p>');
    await drawer.getByRole('tab', { name: 'en_US' }).first().click();
    await drawer.locator('input[id="titles_en_US"]').fill(english);
    await drawer.getByRole('tab', { name: 'en_US' }).nth(1).click();
    await drawer
      .locator('textarea[id="bodies_en_US"]')
      .fill('<p>Dear member, deposit this weekend for a <b>10%</b> bonus.</p><script>alert(1)</script>');
    const preview = page.getByTestId('member-preview');
    await expect.poll(() => preview.locator('.member-preview-letter h5').first().textContent()).toBe(title);
    await preview.getByText('en_US', { exact: true }).click();
    await expect
      .poll(() => preview.locator('.member-preview-body').first().innerHTML())
      .toBe('<p>Dear member, deposit this weekend for a <b>10%</b> bonus.</p>');
    await shot('admin-engagement-letter-compose-desktop');

    await page.getByTestId('letter-submit').click();
    await confirm();
    // Staff read the list in their language: the English title.
    const row = page.locator('tr.ant-table-row', { hasText: english });
    await row.waitFor();
    expect(await row.textContent()).toContain('Sent');
    await shot('admin-engagement-letters-desktop');

    const memberPage = await signedInPage(browser, 'desktop', member);
    await memberPage.context().addCookies([{ name: 'lang', value: 'en_US', url: baseUrl() }]);
    await memberPage.goto(baseUrl() + '/user?page=Letter');
    const letter = memberPage.getByTestId('letter-inbox').getByRole('button', { name: english });
    await letter.waitFor({ timeout: 15_000 });
    await letter.click();
    await memberPage.getByText('deposit this weekend for a').waitFor();
    // The script the staff member pasted never reached the member.
    expect(await memberPage.getByTestId('letter-inbox').innerHTML()).not.toContain('alert(1)');
    await screenshot(memberPage, 'admin-engagement-letter-read-by-member-desktop');
    await memberPage.close();
    // The console counts the read.
    await page.reload();
    await expect
      .poll(() => page.locator('tr.ant-table-row', { hasText: english }).textContent())
      .toContain('1 / 1');
  });

  it('a content staff member creates a red-envelope campaign with a budget', async () => {
    const title = `元宵红包 ${stamp}`;
    const english = `Lantern envelope ${stamp}`;
    await page.goto(console$('/red-envelopes'));
    await page.getByTestId('campaign-create').click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.waitFor();
    await drawer.locator('input[id="titles_zh_CN"]').fill(title);
    await drawer.getByRole('tab', { name: 'en_US' }).click();
    await drawer.locator('input[id="titles_en_US"]').fill(english);
    const fmt = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    const range = drawer.locator('.ant-picker-range input');
    await range.first().click();
    await range.first().fill(fmt(new Date(Date.now() - 60_000)));
    await page.locator('.ant-picker-ok button').click();
    await range.nth(1).fill(fmt(new Date(Date.now() + 7 * 86_400_000)));
    await page.locator('.ant-picker-ok button').click();
    await drawer.locator('input[id="min_amount"]').fill('1.88');
    await drawer.locator('input[id="max_amount"]').fill('8.88');
    await page.getByTestId('campaign-budget').fill('888.00');
    const preview = page.getByTestId('member-preview');
    await expect
      .poll(() => preview.locator('.member-preview-envelope strong').first().textContent())
      .toBe(title);
    expect(await preview.locator('.member-preview-envelope .prize').first().textContent()).toBe(
      '1.88 – 8.88 RMB',
    );
    await shot('admin-engagement-red-envelope-form-desktop');

    await page.getByTestId('campaign-submit').click();
    await confirm();
    const row = page.locator('tr.ant-table-row', { hasText: english });
    await row.waitFor();
    expect(await row.textContent()).toContain('888.00');
    expect(await row.textContent()).toContain('Running');
    await shot('admin-engagement-red-envelopes-desktop');

    await page.goto(console$('/sign-in-campaigns'));
    await page.locator('.ant-table').waitFor();
    await shot('admin-engagement-sign-in-desktop');
    expect(problems).toEqual([]);
  });
});
