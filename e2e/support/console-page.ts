import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { enrolledStaff, staffToken } from './admin-api';
import { chooseAdminLanguage } from './admin-language';
import { baseUrl, newPage, screenshot } from './browser';

/** Who uses the console: the first admin the e2e files share, or a new staff member of a role. */
export type ConsoleStaff = 'admin' | { role: string; account: string };

/**
 * A desktop page signed in to the console. A role other than `admin` is a staff member the first
 * admin makes (`account`), enrolled in two-factor as production requires. `language` is the
 * console's until the test chooses another (for the shared admin it is saved with the account, which
 * the console follows, and put back after the file); `site` is the header's site. `problems` collects CSP
 * violations, texts the console lacks and page errors: each file expects it to stay empty.
 */
export async function consolePage(
  browser: Browser,
  staff: ConsoleStaff,
  options: { language?: 'en_US' | 'zh_CN'; site?: number } = {},
): Promise<{ page: Page; problems: string[] }> {
  const token =
    staff === 'admin'
      ? await staffToken()
      : (
          await enrolledStaff({
            account: staff.account,
            password: `Staff-${randomBytes(6).toString('hex')}9`,
            role: staff.role,
            reason: `e2e: ${staff.role} staff`,
          })
        ).token;
  if (staff === 'admin' && options.language) await chooseAdminLanguage(options.language);
  const { page } = await newPage(browser, 'desktop');
  await page.context().addInitScript(
    (session: { token: string; language?: string; site?: number }) => {
      // Only when none is kept yet: what the console itself stores later stays.
      if (!localStorage.getItem('arks-admin-token')) localStorage.setItem('arks-admin-token', session.token);
      if (session.language && !localStorage.getItem('arks-admin-language')) {
        localStorage.setItem('arks-admin-language', session.language);
      }
      if (session.site !== undefined) localStorage.setItem('arks-admin-site', String(session.site));
    },
    { token, ...options },
  );
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|\[i18n\] missing/.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems };
}

/** A console address (`/content/banners`) on the e2e server. */
export const consoleUrl = (path: string) => `${baseUrl()}/admin${path}`;

/** A screenshot once Ant Design's dialogs and drawers have finished moving. */
export async function settledShot(page: Page, name: string): Promise<void> {
  const moving = page.locator(
    '.ant-modal[class*="ant-zoom"], .ant-modal-mask[class*="ant-fade"], .ant-drawer[class*="motion"]',
  );
  await expect.poll(() => moving.count()).toBe(0);
  await screenshot(page, name);
}
