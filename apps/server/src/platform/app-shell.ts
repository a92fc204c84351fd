import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  bootKey,
  COOKIES,
  initialLanguage,
  type CallContract,
  type CallData,
  type LangCode,
} from '@arks/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestCountry } from './country';

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
  /**
   * Named parts of the site's code the page will load at once (`language:zh_CN`, `page:home`): the
   * build's chunk map (apps/web/build/chunk-map-plugin.ts) says which script files they are.
   */
  chunks?: string[];
}

/**
 * One answer for the page to carry, keyed as the page looks it up (`bootKey`) and shaped exactly as the
 * call's own route would send it: through the call's `data` schema, as the route's serializer does. The
 * page takes carried answers unchecked (apps/web api/boot-data.ts), so one that does not fit is left out
 * and the page asks the call itself.
 */
export function carriedAnswer<C extends CallContract>(
  call: C,
  params: Record<string, string | number> | undefined,
  answer: CallData<C>,
): Record<string, unknown> {
  const checked = call.data.safeParse(answer);
  return checked.success ? { [bootKey(call, params)]: checked.data } : {};
}

/** builds/chunks.json of the member site's build: a named part's script files. */
export type ChunkMap = Record<string, string[]>;

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
    const part: Required<BootPart> = { answers: {}, preloads: [], chunks: [] };
    for (const boot of boots) {
      const more = await boot(request, part.answers).catch(() => null);
      if (!more) continue;
      Object.assign(part.answers, more.answers);
      part.preloads.push(...(more.preloads ?? []));
      part.chunks.push(...(more.chunks ?? []));
    }
    return Object.keys(part.answers).length || part.chunks.length ? part : null;
  };
}

/** A member-site page by its address, and the name of its code in the build's chunk map. */
export interface PageCode {
  path: RegExp;
  chunk: string;
}

/** The code of the page an address opens is fetched with the page, not once the entry script ran. */
export function pageCodeBoot(pages: readonly PageCode[]): PageBoot {
  return async (request) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const chunks = pages.filter((page) => page.path.test(pathname)).map((page) => page.chunk);
    return chunks.length ? { answers: {}, chunks } : null;
  };
}

/**
 * The language the member site will choose for this page, by the rule it applies itself (its language
 * cookies if the site offers that language, else its country's language if offered, else the site's
 * default): answers carried with the page are in it, or the page would set them aside and ask again.
 */
export function pageLanguage(
  request: FastifyRequest,
  site: { default_language: string; languages: readonly string[] },
): LangCode {
  const cookies = (request.cookies ?? {}) as Record<string, string | undefined>;
  return initialLanguage(
    { locale: cookies[COOKIES.locale.name], lang: cookies[COOKIES.lang.name] },
    site.default_language,
    site.languages,
    requestCountry(request),
  );
}

/** The element the page reads (apps/web/src/api/boot-data.ts). */
export const BOOT_ELEMENT_ID = 'boot-data';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The preloads and the answers (a JSON block) before `</head>`. A JSON block is never run (so the
 * page's CSP has nothing to allow), and every `<` is escaped so no text in it can close the block.
 * Named chunks the build's map does not know are passed over.
 */
export function withBootData(page: string, part: BootPart, chunkMap: ChunkMap = {}): string {
  const json = JSON.stringify(part.answers).replace(/</g, '\\u003c');
  const links = (part.preloads ?? []).map(
    (p) =>
      `<link rel="preload" as="${p.as}" href="${attribute(p.href)}" fetchpriority="high"` +
      (p.media ? ` media="${attribute(p.media)}">` : '>'),
  );
  const scripts = new Set((part.chunks ?? []).flatMap((name) => chunkMap[name] ?? []));
  for (const href of scripts) links.push(`<link rel="modulepreload" href="${attribute(href)}">`);
  const block = `${links.join('')}<script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script>`;
  const at = page.indexOf('</head>');
  return at < 0 ? page : `${page.slice(0, at)}${block}${page.slice(at)}`;
}

/** The app shell, read once per build (a new build in place is picked up by its modification time). */
export function createAppShell(webDist: string, boot: PageBoot | undefined) {
  const file = path.join(webDist, 'index.html');
  let cached: { mtimeMs: number; page: string; chunkMap: ChunkMap } | undefined;

  /** Null until the member site is built (the server may start first). */
  async function shell(): Promise<{ page: string; chunkMap: ChunkMap } | null> {
    const found = await stat(file).catch(() => null);
    if (!found) return null;
    if (cached?.mtimeMs !== found.mtimeMs) {
      cached = {
        mtimeMs: found.mtimeMs,
        page: await readFile(file, 'utf8'),
        chunkMap: await readChunkMap(webDist),
      };
    }
    return cached;
  }

  /**
   * `status` judges the address with what the boot answered (the site's own redirects): an address that
   * is no page still gets the shell, which draws the site's error page, but with its status.
   */
  return async function sendAppShell(request: FastifyRequest, reply: FastifyReply, status?: PageStatus) {
    const built = await shell();
    if (built === null) {
      return reply.status(503).header('cache-control', 'no-cache').type('text/html').send(NOT_BUILT_PAGE);
    }
    // The page must come even when its head start cannot: it then asks the API itself.
    const data = boot ? await boot(request, {}).catch(() => null) : null;
    const code = status ? status(request, data?.answers ?? {}) : 200;
    // Spec §2: the error page is not indexed by robots (the page says so too, for those that read it).
    if (code !== 200) reply.status(code).header('x-robots-tag', 'noindex');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(data ? withBootData(built.page, data, built.chunkMap) : built.page);
  };
}

/** The HTTP status of a page address, given the answers its page carries. */
export type PageStatus = (request: FastifyRequest, answers: Record<string, unknown>) => number;

/** A build without a map (older, or a test fixture) preloads no chunks: the page loads them itself. */
async function readChunkMap(webDist: string): Promise<ChunkMap> {
  try {
    const map: unknown = JSON.parse(await readFile(path.join(webDist, 'builds', 'chunks.json'), 'utf8'));
    return map && typeof map === 'object' ? (map as ChunkMap) : {};
  } catch {
    return {};
  }
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
