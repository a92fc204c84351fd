import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './support/admin-api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { keepLogin, newMember, type Member } from './support/member';

/**
 * Every template as a member sees it: staff switch site 1 to it through the back office, and home, a
 * hall and the member centre are drawn in its own arrangement (desktop templates at 1440x900, phone
 * templates at 390x844). One browser and one member throughout; the screenshots are looked at by eye.
 */

interface Look {
  /** The base template it draws as (an alias draws as its base). */
  base: string;
  header: string;
  hallNav: string;
  scheme: 'light' | 'dark';
}

const DESKTOP: Record<string, Look> = {
  pc: { base: 'pc', header: 'two-row', hallNav: 'underline', scheme: 'dark' },
  site02: { base: 'site02', header: 'centered-logo', hallNav: 'pill-chips', scheme: 'dark' },
  suncity: { base: 'suncity', header: 'tab-links', hallNav: 'side-rail', scheme: 'light' },
  apsport: { base: 'apsport', header: 'utility-strip', hallNav: 'icon-tabs', scheme: 'dark' },
};
const MOBILE: Record<string, Look> = {
  H5_1: { base: 'H5_1', header: 'drawer', hallNav: 'underline', scheme: 'dark' },
  H5_2: { base: 'H5_2', header: 'centered-logo', hallNav: 'pill-chips', scheme: 'dark' },
  H5_3: { base: 'H5_3', header: 'compact', hallNav: 'side-rail', scheme: 'dark' },
  H5_4: { base: 'H5_4', header: 'hall-tabs', hallNav: 'icon-tabs', scheme: 'light' },
  H5_5: { base: 'H5_5', header: 'centered-logo', hallNav: 'icon-tabs', scheme: 'dark' },
  H5_6: { base: 'H5_6', header: 'drawer', hallNav: 'pill-chips', scheme: 'dark' },
  H5_7: { base: 'H5_7', header: 'compact', hallNav: 'icon-tabs', scheme: 'dark' },
  H5_8: { base: 'H5_8', header: 'drawer', hallNav: 'side-rail', scheme: 'light' },
  origin: { base: 'origin', header: 'centered-logo', hallNav: 'underline', scheme: 'light' },
  bob: { base: 'bob', header: 'compact', hallNav: 'pill-chips', scheme: 'dark' },
  origin_mobile: { base: 'origin', header: 'centered-logo', hallNav: 'underline', scheme: 'light' },
  bob_mobile_template: { base: 'bob', header: 'compact', hallNav: 'pill-chips', scheme: 'dark' },
};

let browser: Browser;
let member: Member;
let seeded: { template: string; mobile_template: string };

beforeAll(async () => {
  browser = await launchBrowser();
  member = await newMember('look');
  const detail = await fetch(`${baseUrl()}/api/arks/web/site/detail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ site_id: 1 }),
  });
  const env = ((await detail.json()) as { data: { env_config: typeof seeded } }).data.env_config;
  seeded = { template: env.template, mobile_template: env.mobile_template };
});
afterAll(async () => {
  if (seeded) await adminCall('PUT', '/sites/1/templates', seeded);
  await browser?.close();
});

/**
 * The member's page at `viewport`, in English (the machine's fonts lack some scripts to check by eye).
 * A context per template: each comes from an address of its own, as the server limits requests per
 * address and three pages of every template from one would pass that limit.
 */
async function memberPage(viewport: 'desktop' | 'phone'): Promise<Page> {
  const { page, context } = await newPage(browser, viewport);
  await context.addCookies([{ name: 'lang', value: 'en_US', url: baseUrl() }]);
  await keepLogin(page, member);
  return page;
}

async function visit(page: Page, path: string, look: Look): Promise<void> {
  await page.goto(baseUrl() + path);
  await page.locator(`[data-testid="layout-root"][data-template="${look.base}"]`).waitFor();
  expect(await page.getByTestId('layout-root').getAttribute('data-scheme')).toBe(look.scheme);
}

async function drawsEachPage(name: string, look: Look, viewport: 'desktop' | 'phone') {
  const field = viewport === 'desktop' ? 'template' : 'mobile_template';
  const saved = await adminCall('PUT', '/sites/1/templates', { [field]: name });
  expect(saved.code, saved.message).toBe(1000);
  const page = await memberPage(viewport);

  await visit(page, '/', look);
  await page.getByTestId(`header-${look.header}`).waitFor();
  await page.getByTestId('hall-grid').waitFor();
  await page.getByTestId('header-balance').waitFor();
  // A light template draws the logo made for light backgrounds; a dark one the seeded normal logo.
  const logo = page.getByTestId('site-logo').first().locator('img');
  const layout = viewport === 'desktop' ? 'desktop' : 'mobile';
  const file = look.scheme === 'light' ? `logo-${layout}-light.svg` : `logo-${layout}.svg`;
  await expect.poll(() => logo.getAttribute('src')).toBe(`/static/sites/1/${file}`);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await screenshot(page, `template-${name}-home-${viewport}`);

  await visit(page, '/gameHall/3', look);
  await page.locator(`[data-hall-nav="${look.hallNav}"]`).first().waitFor();
  await page.getByTestId('game-grid').waitFor();
  await screenshot(page, `template-${name}-hall-${viewport}`);

  await visit(page, '/user', look);
  await page.getByTestId('centre-menu').waitFor();
  await page.getByTestId('user-info').waitFor();
  await screenshot(page, `template-${name}-member-centre-${viewport}`);
  await page.context().close();
}

describe('desktop templates at 1440x900', () => {
  it.each(Object.entries(DESKTOP))('%s', (name, look) => drawsEachPage(name, look, 'desktop'));
});

describe('phone templates at 390x844', () => {
  it.each(Object.entries(MOBILE))('%s', (name, look) => drawsEachPage(name, look, 'phone'));
});

describe('a template switched by staff', () => {
  it('reaches an open page without a reload', async () => {
    expect((await adminCall('PUT', '/sites/1/templates', { template: 'pc' })).code).toBe(1000);
    const page = await memberPage('desktop');
    await visit(page, '/', DESKTOP.pc!);
    await page.getByTestId('header-two-row').waitFor();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    expect((await adminCall('PUT', '/sites/1/templates', { template: 'suncity' })).code).toBe(1000);
    await page.getByTestId('header-tab-links').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('layout-root').getAttribute('data-scheme')).toBe('light');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.context().close();
  });

  it('refuses a name that is no template, naming the field', async () => {
    const refused = await adminCall('PUT', '/sites/1/templates', { mobile_template: 'H5_9' });
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('mobile_template');
  });
});
