import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A file the first page will surely need, fetched with the page instead of after its scripts. */
export interface Preload {
  href: string;
  as: 'image';
  /** Only where this media query holds (a phone's banner is not a desktop's). */
  media?: string;
}

/** Answers the page would otherwise ask the API for (by call name), and files to fetch early. */
export interface BootPart {
  answers: Record<string, unknown>;
  preloads?: Preload[];
}

/**
 * What the member site's first page needs before it can draw anything (the site's detail, the home
 * page's banners), answered with the page itself: the page then skips round trips it would otherwise
 * wait on at every first visit. Each boot sees the answers of those before it. Null when there is
 * nothing to give (an unknown host): the page asks the API as before.
 */
export type PageBoot = (
  request: FastifyRequest,
  earlier: Record<string, unknown>,
) => Promise<BootPart | null>;

/**
 * Boots run in order, each seeing what the earlier ones answered; one that fails gives nothing. The
 * list is read at each page, so modules registered after the shell can still add theirs.
 */
export function bootInOrder(boots: readonly PageBoot[]): PageBoot {
  return async (request) => {
    const part: Required<BootPart> = { answers: {}, preloads: [] };
    for (const boot of boots) {
      const more = await boot(request, part.answers).catch(() => null);
      if (!more) continue;
      Object.assign(part.answers, more.answers);
      part.preloads.push(...(more.preloads ?? []));
    }
    return Object.keys(part.answers).length ? part : null;
  };
}

/** The element the page reads (apps/web/src/api/boot-data.ts). */
export const BOOT_ELEMENT_ID = 'boot-data';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The preloads and the answers (a JSON block) before `</head>`. A JSON block is never run (so the
 * page's CSP has nothing to allow), and every `<` is escaped so no text in it can close the block.
 */
export function withBootData(page: string, part: BootPart): string {
  const json = JSON.stringify(part.answers).replace(/</g, '\\u003c');
  const links = (part.preloads ?? []).map(
    (p) =>
      `<link rel="preload" as="${p.as}" href="${attribute(p.href)}" fetchpriority="high"` +
      (p.media ? ` media="${attribute(p.media)}">` : '>'),
  );
  const block = `${links.join('')}<script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script>`;
  const at = page.indexOf('</head>');
  return at < 0 ? page : `${page.slice(0, at)}${block}${page.slice(at)}`;
}

/** The app shell, read once per build (a new build in place is picked up by its modification time). */
export function createAppShell(webDist: string, boot: PageBoot | undefined) {
  const file = path.join(webDist, 'index.html');
  let cached: { mtimeMs: number; page: string } | undefined;

  /** Null until the member site is built (the server may start first). */
  async function page(): Promise<string | null> {
    const found = await stat(file).catch(() => null);
    if (!found) return null;
    if (cached?.mtimeMs !== found.mtimeMs) {
      cached = { mtimeMs: found.mtimeMs, page: await readFile(file, 'utf8') };
    }
    return cached.page;
  }

  return async function sendAppShell(request: FastifyRequest, reply: FastifyReply) {
    const shell = await page();
    if (shell === null) {
      return reply.status(503).header('cache-control', 'no-cache').type('text/html').send(NOT_BUILT_PAGE);
    }
    // The page must come even when its head start cannot: it then asks the API itself.
    const data = boot ? await boot(request, {}).catch(() => null) : null;
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(data ? withBootData(shell, data) : shell);
  };
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Member site not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The member site is not built yet</h1>
<p>The server is running and the API answers under <code>/api</code> (see <a href="/docs">/docs</a>),
but there is no built web app to serve.</p>
<p>Build it from the repository root with <code>npm run build</code> (or start everything with
<code>npm start</code>, which builds first), then reload this page.</p>
</body></html>
`;
