import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';

/**
 * The login modal's captcha as a member sees it (issue: legible at both sizes). The e2e server runs
 * with captchas off (a browser test cannot read one), so the page asks for a forced one, as it does
 * for an account past its failure threshold: the server draws a real captcha.
 */
let browser: Browser;
const shots = '/tmp/shots/forgot';

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['desktop', 'phone'] as const)('login captcha at %s size', (viewport) => {
  it('shows the captcha large, on white, beside an answer box as tall (a touch target)', async () => {
    const { page } = await newPage(browser, viewport);
    await page.route('**/api/captcha', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, force: 1 }) });
    });
    await page.goto(baseUrl() + '/');
    await page.getByTestId('layout-root').waitFor();
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-form').waitFor();
    const picture = page.getByTestId('login-captcha-refresh');
    await picture.locator('img').waitFor();
    const box = (await picture.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(56);
    expect(box.width).toBeGreaterThanOrEqual(150);
    const input = (await page.getByTestId('login-captcha-input').boundingBox())!;
    expect(input.height).toBeGreaterThanOrEqual(56);
    // The whole row fits the modal at 390 px wide.
    expect(box.x + box.width).toBeLessThanOrEqual(viewport === 'phone' ? 390 : 1440);
    await page.getByTestId('login-captcha-input').fill('ab');
    await screenshot(page, `captcha-login-${viewport}`);
    await page.screenshot({ path: `${shots}/captcha-login-${viewport}.png` });
    await picture.screenshot({ path: `${shots}/captcha-picture-${viewport}.png` });
    await page.context().close();
  });
});
