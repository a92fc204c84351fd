import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

export const FIXTURE_INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';

export const FIXTURE_CHUNKS: Record<string, string[]> = {
  'language:zh_CN': ['/assets/zh-cn-1.js', '/assets/zh-cn-2.js'],
  'language:vi_VN': ['/assets/vi-vn-1.js', '/assets/vi-vn-2.js'],
  'language:en_US': ['/assets/en-us-1.js', '/assets/en-us-2.js'],
  'page:home': ['/assets/home-page-1.js', '/assets/shared-1.js'],
  'page:game-hall': ['/assets/game-hall-page-1.js', '/assets/shared-1.js'],
};

/** A minimal stand-in for a Vite build: the app shell, one hashed asset and the build manifest. */
export function createWebDistFixture(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'arks-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'builds'));
  writeFileSync(path.join(dir, 'index.html'), FIXTURE_INDEX);
  // Large enough to be worth compressing.
  writeFileSync(
    path.join(dir, 'assets/app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4096))});\n`,
  );
  writeFileSync(path.join(dir, 'builds/latest.json'), JSON.stringify({ id: 'abc123', timestamp: 1 }));
  // The build's chunk map (apps/web/build/chunk-map-plugin.ts): a named part's script files.
  writeFileSync(path.join(dir, 'builds/chunks.json'), JSON.stringify(FIXTURE_CHUNKS));
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  // What the build leaves beside its output (scripts/build: the fingerprint of its sources).
  writeFileSync(path.join(dir, '.build-stamp'), 'fingerprint\n');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The product serving the fixture build, for one test file: built before its tests, closed (and the
 * fixture removed) after them. Call the returned function inside a test for the running app.
 */
export function appServingWebFixture(): () => TestApp {
  const dist = createWebDistFixture();
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_DIST: dist.dir } });
  });
  afterAll(async () => {
    await t?.close();
    dist.remove();
  });
  return () => t!;
}

/** The answers a page carries (its `boot-data` block), by their `bootKey`. */
export const bootAnswersOf = (body: string) =>
  JSON.parse(/<script type="application\/json" id="boot-data">(.*?)<\/script>/.exec(body)![1]!) as Record<
    string,
    unknown
  >;
