import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';

const gzipAsync = promisify(gzip);

/** Debian's Chromium, never a downloaded browser; the flags keep it off the network and quiet. */
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageFigures {
  /** Lighthouse performance score, 0-100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the first load fetched from the site, gzipped (level 9, as Vite reports it). */
  jsGzipBytes: number;
  scripts: { url: string; gzipBytes: number }[];
  /** Lighthouse's own measure of this machine's speed: the figures follow it on a shared machine. */
  benchmarkIndex: number;
}

/**
 * One Lighthouse run in a fresh Chromium (a fresh profile: nothing cached), with Lighthouse's default
 * settings: a mid-range phone's screen, simulated slow 4G and a 4x slower CPU.
 */
export async function measurePage(url: string, reportDir?: string): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'html',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (reportDir) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '-') || 'home'}-${Date.now()}.html`;
      writeFileSync(path.join(reportDir, name), String(result.report));
    }
    const scripts = await firstLoadScripts(lhr, new URL(url).origin);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      jsGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
      scripts,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

/** Loads each page once in the same Chromium, untimed, until its network is idle. */
export async function warmUp(urls: string[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    for (const url of urls) {
      const page = await browser.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`lighthouse audit ${audit} has no value`);
  return value;
}

/**
 * The site's scripts among the requests Lighthouse saw, from navigation until the page went quiet
 * (no interaction): fetched again and gzipped here, since the server may send them in brotli.
 */
async function firstLoadScripts(lhr: Result, origin: string) {
  const items = (
    lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] }
  )?.items;
  if (!items) throw new Error('lighthouse network-requests has no items');
  const urls = [
    ...new Set(
      items.filter((i) => i.resourceType === 'Script' && i.url.startsWith(origin)).map((i) => i.url),
    ),
  ];
  return Promise.all(
    urls.map(async (url) => {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      return { url, gzipBytes: (await gzipAsync(body, { level: 9 })).length };
    }),
  );
}
