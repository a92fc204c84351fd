import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { ADMIN_NONCE_PLACEHOLDER } from './static-admin';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
/** As Vite writes it with html.cspNonce: the placeholder on its tags and in a meta tag. */
const ADMIN_INDEX = `<!doctype html><html><head><meta property="csp-nonce" nonce="${ADMIN_NONCE_PLACEHOLDER}">
<script type="module" crossorigin src="/admin/assets/index-abc.js" nonce="${ADMIN_NONCE_PLACEHOLDER}"></script>
</head><body><div id="admin-root"></div></body></html>`;

function adminDistFixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'arks-admin-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), ADMIN_INDEX);
  writeFileSync(path.join(dir, 'assets/index-abc.js'), `console.log(${JSON.stringify('x'.repeat(4096))});\n`);
  writeFileSync(path.join(dir, '.build-stamp'), 'fingerprint\n');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('the back office at /admin', () => {
  const dist = adminDistFixture();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_DIST: dist.dir } });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves the console page with a fresh nonce in its CSP and on its tags, never cached', async () => {
    const first = await get('/admin/', html);
    const second = await get('/admin/', html);
    expect(first.statusCode).toBe(200);
    const csp = String(first.headers['content-security-policy']);
    const nonce = nonceOf(csp)!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(first.body).not.toContain(ADMIN_NONCE_PLACEHOLDER);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(first.body).toContain(`nonce="${nonce}"></script>`);
    expect(nonceOf(String(second.headers['content-security-policy']))).not.toBe(nonce);
    expect(first.headers['cache-control']).toBe('no-store');
  });

  it('allows no inline script, no other origin, no framing', async () => {
    const res = await get('/admin', html);
    const directives = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split('; ')
        .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual([
      "'self'",
      `'nonce-${nonceOf(res.headers['content-security-policy'] as string)}'`,
    ]);
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('answers the console’s own routes with its page, not the member site', async () => {
    for (const url of ['/admin/members', '/admin/members/7?tab=ledger', '/admin/login']) {
      const res = await get(url, html);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('admin-root');
    }
  });

  it('caches fingerprinted assets for good', async () => {
    const res = await get('/admin/assets/index-abc.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file or a non-page request with 404, not the console page', async () => {
    for (const [url, headers] of [
      ['/admin/assets/gone.js', html],
      ['/admin/logo.png', html],
      ['/admin/.build-stamp', html],
      ['/admin/members', { accept: 'application/json' }],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('admin-root');
    }
  });
});

describe('the back office before it is built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('says how to build it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/members', headers: html });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});
