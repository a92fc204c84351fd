import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { consolePage, consoleUrl, settledShot } from './support/console-page';
import { newMember, type Member } from './support/member';

/**
 * Spec §8 login 203 from end to end: staff keep a member to their own networks on the member page, and
 * the member, logging in from elsewhere, reads the site's ip_error text with the code. The site's own
 * rules (201, 202) have a tab of the site page; this file saves site 1's and gives them back.
 */

let browser: Browser;
let consoleTab: Page;
let problems: string[] = [];
let member: Member;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: consoleTab, problems } = await consolePage(browser, 'admin'));
  member = await newMember('lnet');
});
afterAll(async () => {
  await adminCall('PUT', '/sites/1/login-rules', {
    allowed_networks: [],
    blocked_countries: [],
    reason: 'e2e: login-networks gives site 1 its rules back',
  });
  await browser?.close();
});

/** Types each value into an Ant Design tags select, Enter after each. */
async function typeTags(page: Page, fieldId: string, values: string[]) {
  const input = page.locator(`#${fieldId}`);
  for (const value of values) {
    await input.fill(value);
    await page.keyboard.press('Enter');
  }
}

/** Fills the decision's reason, then answers both of its questions. */
async function decide(page: Page, reason: string) {
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('#decision_reason') });
  await dialog.locator('#decision_reason').fill(reason);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await page.locator('.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary').click();
  await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
}

describe('spec §8 login 201-203: login networks in the console and on the member site', () => {
  it('spec §8 login 203: staff keep a member to their networks on the member page', async () => {
    await consoleTab.goto(consoleUrl(`/members/${member.member_id}`));
    await consoleTab.getByTestId('login-networks-edit').click();
    await typeTags(consoleTab, 'decision_networks', ['192.0.2.0/28']);
    await settledShot(consoleTab, 'codes-member-login-networks-dialog-desktop');
    await decide(consoleTab, 'Member asked: office network only');
    await consoleTab.locator('.ant-tag', { hasText: '192.0.2.0/28' }).waitFor();
    await settledShot(consoleTab, 'codes-member-login-networks-desktop');
  });

  it.each(['desktop', 'phone'] as const)(
    'spec §8 login 203: logging in from elsewhere shows ip_error with 203 (%s)',
    async (viewport) => {
      const { page } = await newPage(browser, viewport);
      await page.goto(baseUrl() + '/');
      await page.getByTestId('layout-root').waitFor();
      await page.getByTestId('header-login').click();
      await page.getByTestId('login-form').waitFor();
      await page.getByTestId('login-account').fill(member.account);
      await page.getByTestId('login-password').fill('abc12345');
      await page.getByTestId('login-submit').click();
      const error = page.getByTestId('login-error');
      await error.waitFor();
      await expect.poll(() => error.textContent()).toContain('203');
      await screenshot(page, `codes-login-203-${viewport}`);
      await page.context().close();
    },
  );

  it('spec §8 login 201, 202: the site page keeps its login networks and blocked countries', async () => {
    await consoleTab.goto(consoleUrl('/sites/1/loginRules'));
    await consoleTab.getByTestId('login-rules-save').waitFor();
    await typeTags(consoleTab, 'blocked_countries', ['kp']);
    await consoleTab.getByTestId('login-rules-save').click();
    await decide(consoleTab, 'Licence does not cover KP');
    const saved = await adminCall<{ blocked_countries: string[] }>('GET', '/sites/1/login-rules');
    expect(saved.data.blocked_countries).toEqual(['KP']);
    await settledShot(consoleTab, 'codes-site-login-rules-desktop');
    expect(problems).toEqual([]);
  });
});
