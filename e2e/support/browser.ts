import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

let contextSeq = Math.floor(Math.random() * 200);
const screenshotDir = path.resolve(__dirname, '../screenshots');

/** Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export function baseUrl(host = 'localhost'): string {
  return `http://${host}:${inject('port')}`;
}

export async function newPage(
  browser: Browser,
  viewport: ViewportName,
  options: { userAgent?: string; popups?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const phone = viewport === 'phone';
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    isMobile: phone,
    hasTouch: phone,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  // The site's pop-up promotion would cover what other tests click; as if closed earlier this session.
  // The content tests ask for it (popups: true).
  if (!options.popups) {
    await context.addInitScript(() =>
      sessionStorage.setItem('popUpDiscountModalCloseTime', String(Date.now())),
    );
  }
  // One client address per context (the e2e server trusts X-Forwarded-For, see global-setup.ts).
  contextSeq += 1;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${contextSeq % 250}` });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  // The loading screen fades out over 400 ms once the page is ready; it must be gone, not captured.
  await page.getByTestId('loading-screen').waitFor({ state: 'detached', timeout: 5_000 });
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
