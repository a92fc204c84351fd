import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope';
import { sendEnvelope } from './error-handler';
import { createAppShell, type PageBoot, type PageStatus } from './app-shell';

/** Paths the single-page app never owns: a miss there is a real 404, not a client-side route. */
const SERVER_PREFIXES = [
  '/api',
  '/admin',
  '/docs',
  '/static',
  '/healthz',
  '/readyz',
  '/metrics',
  '/socket.io',
  '/site-config',
];

/** Vite fingerprints everything under assets/, so those never change; everything else must revalidate. */
export function webCacheControl(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/');
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Seeded site artwork: not fingerprinted, so cached long but revalidated by ETag after a month. */
export const SITE_ART_CACHE = 'public, max-age=2592000';

export async function registerStaticFiles(
  app: FastifyInstance,
  opts: { webDist: string; siteArtDir: string; siteConfigDir?: string; boot?: PageBoot },
): Promise<void> {
  // One header rule for both roots, so each file is judged by where it lives.
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    const inArt = !path.relative(opts.siteArtDir, filePath).startsWith('..');
    reply.header(
      'cache-control',
      inArt ? SITE_ART_CACHE : webCacheControl(path.relative(opts.webDist, filePath)),
    );
  };
  await app.register(fastifyStatic, {
    root: opts.siteArtDir,
    prefix: '/static/sites/',
    cacheControl: false,
    setHeaders,
  });
  // Each site's public detail, for the page to read when the detail call fails (sites module,
  // config-files.ts): rewritten at every change, so always revalidated; served from disk, not the database.
  if (opts.siteConfigDir) {
    mkdirSync(opts.siteConfigDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.siteConfigDir,
      prefix: '/site-config/',
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply: FastifyReply) => reply.header('cache-control', 'no-cache'),
    });
  }
  // The dist folder appears only after `npm run build`; without it the fallback page explains that.
  if (existsSync(opts.webDist)) {
    // The app shell carries the site's detail for the page (app-shell.ts), so it is not a static file.
    const sendAppShell = createAppShell(opts.webDist, opts.boot);
    app.get('/', (request, reply) => sendAppShell(request, reply));
    app.get('/index.html', (request, reply) => sendAppShell(request, reply));
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      decorateReply: false,
      index: false,
      // Nothing public starts with a dot; the build's own stamp (and any stray .DS_Store) does.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders,
    });
  }
}

function isSpaNavigation(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (SERVER_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  // /app.js missing is a 404; /discount/3 is a page the client router draws.
  if (/\.[A-Za-z0-9]+$/.test(pathname)) return false;
  return String(request.headers.accept ?? '').includes('text/html');
}

/**
 * Pages that live inside windows the site opens (the waiting window that becomes a game or payment
 * page, and /close, the lobby address a game returns to). Without a cross-origin opener policy there,
 * the window keeps its opener across the provider's origin, so /close can tell the opener the member
 * left the game and close itself; every other page keeps same-origin-allow-popups.
 */
const WINDOW_PAGES = new Set(['/loading', '/close']);

/**
 * Unknown /api paths get a JSON 404; page navigations get the app shell (or how to build it), with the
 * status `pageStatus` gives the address (404 for one that is no page of the site); the rest a plain 404.
 */
export function installNotFound(
  app: FastifyInstance,
  webDist: string,
  boot?: PageBoot,
  pageStatus?: PageStatus,
): void {
  const sendAppShell = createAppShell(webDist, boot);
  app.setNotFoundHandler((request, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isSpaNavigation(request, pathname)) {
      if (WINDOW_PAGES.has(pathname)) reply.header('cross-origin-opener-policy', 'unsafe-none');
      return sendAppShell(request, reply, pageStatus);
    }
    return sendEnvelope(reply, 404, fail(404, `Not Found: ${pathname}`));
  });
}
