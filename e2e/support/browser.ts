import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

// A random start in 172.16.0.0/12 so contexts of different test files (each its own module instance)
// rarely share an address: the server allows one registration per address every 10 s.
let contextSeq = Math.floor(Math.random() * 0xf0000);
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
  options: { userAgent?: string; popups?: boolean; bankPrompt?: boolean } = {},
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
  // Members without a bank account are asked to bind one after login; the tests' fresh members have
  // none, so the prompt is dismissed as if earlier this session unless a test asks for it.
  if (!options.bankPrompt) {
    await context.addInitScript(() => sessionStorage.setItem('bankPromptDismissed', '1'));
  }
  // One client address per context (the e2e server trusts X-Forwarded-For, see global-setup.ts).
  contextSeq += 1;
  const v = contextSeq;
  await context.setExtraHTTPHeaders({
    'x-forwarded-for': `172.${16 + ((v >> 16) & 15)}.${(v >> 8) & 255}.${v & 255}`,
  });
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
