import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffToken } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { gradientPng } from './support/png';

/**
 * The games area of the console at 1440x900, in Chinese: staff rename a game and take it off mobile
 * (the member site's hall follows), upload an icon that the member hall then shows, and switch a
 * provider's transfers off and on with a reason.
 */

let browser: Browser;
let page: Page;
const problems: string[] = [];
const GAME = { gp_id: 'GPHOUSE', game_code: 'koi-reels' };
type AdminGame = {
  id: number;
  gt_id: number;
  names: Record<string, string>;
  icon_light: string | null;
  customized: boolean;
  tags: string[];
  demo: boolean;
  sort: number;
  active: boolean;
  site_ids: number[] | null;
  currencies: string[] | null;
  devices: number[] | null;
};
let original: AdminGame;
let iconFile: string;

const console$ = (path: string) => `${baseUrl()}/admin${path}`;

/** The house slot hall of site 1 on a device, as the member site asks for it: code -> shown name. */
async function memberHall(device: number): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl()}/api/v2/game_label`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ site_id: 1, currency: 'RMB', device, gp_id: 'GPHOUSE', game_type_id: 2 }),
  });
  const body = (await res.json()) as { data: { main: { game_code: string; game_name: string }[] } };
  return Object.fromEntries(body.data.main.map((g) => [g.game_code, g.game_name]));
}

async function shot(name: string) {
  const moving = page.locator('.ant-modal[class*="ant-zoom"], .ant-modal-mask[class*="ant-fade"]');
  await expect.poll(() => moving.count()).toBe(0);
  await screenshot(page, name);
}

beforeAll(async () => {
  browser = await launchBrowser();
  iconFile = path.join(mkdtempSync(path.join(tmpdir(), 'arks-games-')), 'koi-icon.png');
  // Unique bytes per run: a picture already stored would not prove this upload.
  writeFileSync(iconFile, gradientPng(240, 180, [20, 90, 160], [230, 160, 40 + (Date.now() % 200)]));
  const token = await staffToken();
  const found = await adminCall<{ list: AdminGame[] }>('GET', `/games?gp_id=GPHOUSE&q=${GAME.game_code}`);
  original = found.data.list[0]!;
  ({ page } = await newPage(browser, 'desktop'));
  await page.context().addInitScript((t) => {
    if (!localStorage.getItem('arks-admin-language')) localStorage.setItem('arks-admin-language', 'zh_CN');
    localStorage.setItem('arks-admin-token', t);
  }, token);
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|\[i18n\] missing/.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
});
/**
 * The game as seeded, every field (a field left out of a save takes its default: the seeded tags and
 * demo play would be lost): other files use it, and a retried test starts from it again.
 */
async function putBack() {
  const o = original;
  const answer = await adminCall('PUT', `/games/${GAME.gp_id}/${GAME.game_code}`, {
    gt_id: o.gt_id,
    names: o.names,
    icon_light: o.icon_light,
    customized: o.customized,
    tags: o.tags,
    demo: o.demo,
    sort: o.sort,
    active: o.active,
    site_ids: o.site_ids,
    currencies: o.currencies,
    devices: o.devices,
    reason: 'e2e: put back',
  });
  expect(answer.code, answer.message).toBe(1000);
}

afterAll(async () => {
  await putBack();
  await browser?.close();
});

describe('the games area of the console', () => {
  it('finds a game, renames it and takes it off mobile; the member site follows', async () => {
    await putBack();
    // The member site's read cache lasts seconds: poll.
    await expect.poll(async () => memberHall(1), { timeout: 15_000 }).toHaveProperty(GAME.game_code);
    await page.goto(console$('/games'));
    await page.locator('tr.ant-table-row').first().waitFor();
    await shot('admin-games-catalogue-desktop');
    await page.locator('#game-search_q').fill(GAME.game_code);
    await page.locator('form#game-search button[type=submit]').click();
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(`[value]=${GAME.game_code}`));
    await expect.poll(() => page.locator('tr.ant-table-row').count()).toBe(1);
    await page.locator('tr.ant-table-row a').first().click();
    await page.waitForURL(new RegExp(`/admin/games/${original.id}$`));

    const newName = '锦鲤转轴 · 新版';
    await page.locator('#game-edit_names_zh_CN').fill(newName);
    await page.locator('#game-edit_devices_mode').getByText('仅限').click();
    const devices = page.getByTestId('scope-devices');
    await devices.getByText('电脑版').click();
    await devices.getByText('APP').click();
    await page.locator('#game-edit_reason').fill('新版美术上线，手机版暂不开放');
    await page.locator('#game-edit_names_zh_TW').scrollIntoViewIfNeeded();
    await shot('admin-games-edit-desktop');
    await page.locator('#game-edit_devices_mode').scrollIntoViewIfNeeded();
    await shot('admin-games-edit-availability-desktop');
    await page.locator('form#game-edit button[type=submit]').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    await shot('admin-games-edit-confirm-desktop');
    await confirm.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await page.locator('.ant-message-notice', { hasText: GAME.game_code }).waitFor();
    await page.waitForURL(/\/admin\/games$/);

    // The member site's read cache lasts seconds: poll.
    await expect.poll(async () => (await memberHall(0))[GAME.game_code], { timeout: 15_000 }).toBe(newName);
    await expect.poll(async () => (await memberHall(1))[GAME.game_code], { timeout: 15_000 }).toBeUndefined();
  });

  it('uploads an icon for the game; the member hall shows that picture; the old icon goes back', async () => {
    await putBack();
    await page.goto(console$(`/games/${original.id}`));
    const form = page.locator('form#game-edit');
    await form.waitFor();
    await form.locator('input[type=file]').setInputFiles(iconFile);
    const preview = form.locator('img.content-upload-preview');
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/static\/content\/[0-9a-f]{64}\.png$/);
    const iconUrl = (await preview.getAttribute('src'))!;
    expect(await form.getByLabel('图标地址').inputValue()).toBe(iconUrl);
    await page.locator('#game-edit_reason').fill('上传新版图标');
    await preview.evaluate((img) => img.scrollIntoView({ block: 'center' }));
    await shot('admin-games-icon-desktop');
    await page.locator('form#game-edit button[type=submit]').click();
    await page.locator('.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary').click();
    await page.locator('.ant-message-notice', { hasText: GAME.game_code }).waitFor();
    await page.waitForURL(/\/admin\/games(\?.*)?$/);

    // A visitor's hall draws the uploaded picture, loaded under the member site's CSP (img-src 'self').
    const visitor = await newPage(browser, 'desktop');
    const blocked: string[] = [];
    visitor.page.on('console', (m) => {
      if (/Content Security Policy/.test(m.text())) blocked.push(m.text());
    });
    const icon = visitor.page.getByTestId(`game-${GAME.game_code}`).locator('img');
    // The member site's read cache lasts seconds: reload until the hall has the new icon.
    await expect
      .poll(
        async () => {
          await visitor.page.goto(`${baseUrl()}/gameHall/2`);
          await visitor.page.getByTestId(`game-${GAME.game_code}`).waitFor();
          return (await icon.count()) ? icon.getAttribute('src') : null;
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(iconUrl);
    await icon.scrollIntoViewIfNeeded();
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(240);
    await screenshot(visitor.page, 'games-hall-uploaded-icon-desktop');
    expect(blocked).toEqual([]);
    await visitor.page.context().close();

    await putBack();
    const back = await adminCall<AdminGame>('GET', `/games/${original.id}`);
    expect(back.data).toMatchObject({
      icon_light: original.icon_light,
      tags: original.tags,
      demo: original.demo,
    });
    expect(problems).toEqual([]);
  });

  it('switches a provider’s transfers off and on again, each time with a reason', async () => {
    await page.goto(console$('/game-providers'));
    const toggle = page.getByTestId('transfers-GPHOUSE');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await shot('admin-games-providers-desktop');
    for (const [reason, after] of [
      ['钱包对账异常，暂停转账', 'false'],
      ['对账完成，恢复转账', 'true'],
    ] as const) {
      await toggle.click();
      const dialog = page.locator('.ant-modal').filter({ hasText: 'GPHOUSE' });
      await dialog.locator('#decision_reason').fill(reason);
      if (after === 'false') await shot('admin-games-transfers-desktop');
      await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
      await page.locator('.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary').click();
      await page.locator('.ant-message-notice', { hasText: 'GPHOUSE' }).last().waitFor();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(after);
      const detail = await adminCall<{ transfer_enabled: boolean }>('GET', '/providers/GPHOUSE');
      expect(String(detail.data.transfer_enabled)).toBe(after);
    }
    await page.goto(console$('/game-providers/GPHOUSE'));
    await page.locator('form#provider-edit').waitFor();
    await shot('admin-games-provider-edit-desktop');
    expect(problems).toEqual([]);
  });

  it('reads the same in English', async () => {
    await page.evaluate(() => localStorage.setItem('arks-admin-language', 'en_US'));
    await page.goto(console$('/game-providers/GPHOUSE'));
    await page.locator('form#provider-edit').waitFor();
    await shot('admin-games-provider-edit-en-desktop');
    await page.goto(console$(`/games/${original.id}`));
    await page.locator('form#game-edit').waitFor();
    await shot('admin-games-edit-en-desktop');
    await page.goto(console$('/games'));
    await page.locator('tr.ant-table-row').first().waitFor();
    await shot('admin-games-catalogue-en-desktop');
    expect(problems).toEqual([]);
  });
});
