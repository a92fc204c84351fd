import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffToken } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';

/**
 * Spec §3 game types from the server: staff rename a hall of site 2 and move it first in the console
 * (Chinese, 1440x900); the member site shows the new name and order at 1440x900 and 390x844. The
 * site's halls are given back afterwards. Also the spec §6 provider lists page, read only.
 */

const SITE = 2;
const HOST = 'site2.localhost';
type Hall = {
  gt_id: number;
  names: Record<string, string>;
  gt_icon: string;
  gt_icon_active: string;
  hidden: boolean;
};

let browser: Browser;
let page: Page;
let original: Hall[];
let lang: string;
const problems: string[] = [];
// Unique per run: a name left by an earlier run would prove nothing.
const run = Date.now() % 10_000;
let newName: string;

const console$ = (path: string) => `${baseUrl()}/admin${path}`;

async function putBack() {
  const answer = await adminCall('PUT', `/sites/${SITE}/game-halls`, {
    halls: original.map(({ gt_id, names, gt_icon, gt_icon_active, hidden }) => ({
      gt_id,
      names,
      gt_icon,
      gt_icon_active,
      hidden,
    })),
    reason: 'e2e: put back',
  });
  expect(answer.code, answer.message).toBe(1000);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await staffToken();
  original = (await adminCall<{ list: Hall[] }>('GET', `/sites/${SITE}/game-halls`)).data.list;
  const sites = await adminCall<{ list: { id: number; default_language: string }[] }>('GET', '/sites');
  lang = sites.data.list.find((s) => s.id === SITE)!.default_language;
  // Written in the site's own language, as staff would.
  newName = lang.startsWith('zh') ? `真人荷官 ${run}` : `Live Dealers ${run}`;
  ({ page } = await newPage(browser, 'desktop'));
  await page.context().addInitScript(
    ([t, site]) => {
      localStorage.setItem('arks-admin-language', 'zh_CN');
      localStorage.setItem('arks-admin-token', t!);
      localStorage.setItem('arks-admin-site', site!);
    },
    [token, String(SITE)],
  );
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|\[i18n\] missing/.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
});

afterAll(async () => {
  await putBack();
  await browser?.close();
});

describe('game halls in the console, seen on the member site', () => {
  it('spec §3 game type: a hall renamed and moved first in the console is what the member site shows', async () => {
    await page.goto(console$('/game-halls'));
    await page.getByTestId('hall-edit-3').waitFor();
    await screenshot(page, 'admin-game-halls-desktop');

    await page.getByTestId('hall-edit-3').click();
    const input = page.getByTestId(`hall-name-input-${lang}`);
    await input.waitFor();
    await input.fill(newName);
    // The drawer slides in; the picture is of it in place.
    await expect
      .poll(() =>
        page.locator('.ant-drawer-content-wrapper').evaluate((el) => el.getBoundingClientRect().right),
      )
      .toBe(1440);
    await page.locator('.ant-drawer-content-wrapper[class*="motion"]').waitFor({ state: 'detached' });
    await screenshot(page, 'admin-game-halls-edit-desktop');
    await page.getByTestId('hall-apply').click();
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
    await page.getByTestId('hall-up-3').click();
    await page.locator('#reason').fill('真人大厅改名并置顶');
    await screenshot(page, 'admin-game-halls-changed-desktop');
    await page.getByTestId('halls-save').click();
    await page.locator('.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary').click();
    await page.locator('.ant-message-notice').first().waitFor();
    await expect.poll(() => page.getByTestId('halls-save').isDisabled()).toBe(true);

    for (const viewport of ['desktop', 'phone'] as const) {
      const visitor = await newPage(browser, viewport);
      const first = visitor.page.getByTestId('hall-grid').locator('li').first();
      // The member site's read cache lasts seconds: reload until the list has the new name.
      await expect
        .poll(
          async () => {
            await visitor.page.goto(`${baseUrl(HOST)}/`);
            await first.waitFor();
            return first.innerText();
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toContain(newName);
      expect(await first.getByTestId('hall-card-3').count()).toBe(1);
      await visitor.page.getByTestId('hall-grid').scrollIntoViewIfNeeded();
      await screenshot(visitor.page, `game-halls-renamed-${viewport}`);
      await visitor.page.context().close();
    }
    expect(problems).toEqual([]);
  });

  it('spec §6 provider lists: the site’s lists show with the spec’s values', async () => {
    await page.goto(console$('/game-provider-lists'));
    await page.getByTestId('list-ios_blocked').waitFor();
    expect(await page.getByTestId('list-ios_blocked').innerText()).toContain('GPPT2');
    await screenshot(page, 'admin-game-provider-lists-desktop');
    expect(problems).toEqual([]);
  });
});
