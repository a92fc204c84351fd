import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the admin build's index.html carries where each page load's nonce goes (apps/admin/vite.config.ts). */
export const ADMIN_NONCE_PLACEHOLDER = '__ARKS_CSP_NONCE__';

/**
 * The back office's own policy, stricter than the member site's: nothing but its own files and
 * /api/admin. Scripts come only from this origin (no inline script at all). Ant Design writes its
 * styles at run time as <style> elements (CSS-in-JS); rather than allow every inline style, as the
 * member site must, each page load gets a fresh nonce that the console hands to Ant Design, so only
 * style elements the console itself made apply: markup injected through a data field cannot restyle
 * the page to hide or fake a button next to money. No frames, no framing (clickjacking of approve
 * buttons), no plugins, no <base>, no form posts elsewhere.
 */
export function adminCsp(nonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** Headers of a console page load; the page is never cached, so a nonce is never seen twice. */
export function adminPageHeaders(nonce: string): Record<string, string> {
  return {
    'content-security-policy': adminCsp(nonce),
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Back office not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The back office is not built yet</h1>
<p>The server is running and the back-office API answers under <code>/api/admin</code>, but there is
no built console to serve.</p>
<p>Build it from the repository root with <code>npm run build</code> (or start everything with
<code>npm start</code>, which builds first), then reload this page.</p>
</body></html>
`;

/** /admin/members/7 is a page the console's router draws; /admin/logo.png is a file, or a 404. */
function isConsolePage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  // No console route has a dot in its last segment; a file name (or a dotfile) always does.
  if ((pathname.split('/').pop() ?? '').includes('.')) return false;
  return String(request.headers.accept ?? '').includes('text/html');
}

/**
 * The back office (apps/admin's Vite build) at /admin: its fingerprinted assets cached for good, and
 * every other /admin path answered with the console's page, carrying a nonce of its own.
 */
export async function registerAdminConsole(app: FastifyInstance, opts: { adminDist: string }): Promise<void> {
  const assets = path.join(opts.adminDist, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/admin/assets/',
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  }
  const indexFile = path.join(opts.adminDist, 'index.html');
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isConsolePage(request)) {
      return reply.status(404).header('cache-control', 'no-store').type('text/plain').send('Not Found');
    }
    // Read on each load (a small file, and page loads of a back office are few), so a rebuilt console
    // is served without a restart.
    const html = await readFile(indexFile, 'utf8').catch(() => null);
    if (html === null) {
      return reply.status(503).header('cache-control', 'no-store').type('text/html').send(NOT_BUILT_PAGE);
    }
    const nonce = randomBytes(18).toString('base64');
    return reply
      .headers(adminPageHeaders(nonce))
      .type('text/html; charset=utf-8')
      .send(html.replaceAll(ADMIN_NONCE_PLACEHOLDER, nonce));
  };
  app.get('/admin', page);
  app.get('/admin/*', page);
}
