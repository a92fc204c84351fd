import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HOUSE_GAMES } from './games/registry';
import { SLOT_LINES, SLOT_PAYTABLE } from './games/slot';
import { KENO_NUMBERS, KENO_PAYTABLE, KENO_PICKS } from './games/keno';
import { htmlLang, PAGE_LANGS, PAGE_TEXTS, pageLang, pageText, type PageLang } from './page-texts';
import { packageRoot } from './package-root';

const publicDir = path.join(packageRoot, 'public');
const ASSETS: Record<string, string> = { 'house.js': 'text/javascript', 'house.css': 'text/css' };
const TEXT_FILES = new Set(PAGE_LANGS.map((code) => `${code}.js`));

const escape = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** What a page's script needs to know about the game, besides what the session call answers. */
export function gameMeta(code: string, lang: PageLang = 'en_US') {
  const game = HOUSE_GAMES[code];
  if (!game) return null;
  return {
    code: game.code,
    name: pageText(lang, `name:${code}`) ?? game.name,
    hall: game.hall,
    rtp: game.rtp,
    bet_step: game.betStep.toString(),
    rtp_note: game.steps ? PAGE_TEXTS[lang].bestPlay : undefined,
    slot: code === 'koi-reels' ? { lines: SLOT_LINES.length, paytable: SLOT_PAYTABLE } : undefined,
    keno:
      code === 'lucky-ten'
        ? { numbers: KENO_NUMBERS, picks: KENO_PICKS, paytable: KENO_PAYTABLE }
        : undefined,
  };
}

/**
 * The page's texts are two small modules beside the script (its language and English for the
 * fallback): preloaded here, they download alongside house.js rather than after it.
 */
const textFiles = (lang: PageLang) => [...new Set([lang, 'en_US'])].map((code) => `/assets/i18n/${code}.js`);

function shell(lang: PageLang, title: string, view: string, meta: unknown): string {
  const preload = textFiles(lang).map((href) => `<link rel="modulepreload" href="${href}">`);
  return `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escape(title)}</title><link rel="stylesheet" href="/assets/house.css">${preload.join('')}</head>
<body data-view="${view}" data-lang="${lang}" data-meta="${escape(JSON.stringify(meta))}"><div id="app"></div>
<script type="module" src="/assets/house.js"></script></body></html>`;
}

type LangQuery = { Querystring: { lang?: unknown } };

/**
 * The game pages members' browsers open (the launch URL `/play/<game>?lang=<lang>#t=<token>`), the
 * verify page where anyone re-computes a round from revealed seeds, and their static files.
 * Plain HTML, one script and its texts in the page's language: the pages load fast inside any game
 * window or app web view.
 */
export function registerPages(app: FastifyInstance): void {
  app.get<{ Params: { code: string } } & LangQuery>('/play/:code', (request, reply) => {
    const lang = pageLang(request.query.lang);
    const meta = gameMeta(request.params.code, lang);
    if (!meta)
      return reply
        .code(404)
        .type('text/html')
        .send(shell(lang, PAGE_TEXTS[lang].notFound, 'missing', {}));
    return reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(shell(lang, meta.name, 'play', meta));
  });
  app.get<LangQuery>('/verify', (request, reply) => {
    const lang = pageLang(request.query.lang);
    const games = Object.keys(HOUSE_GAMES).map((code) => gameMeta(code, lang));
    return reply.type('text/html').send(shell(lang, PAGE_TEXTS[lang].verifyTitle, 'verify', { games }));
  });
  app.get<{ Params: { file: string } }>('/assets/:file', (request, reply) =>
    sendAsset(
      reply,
      Object.hasOwn(ASSETS, request.params.file) ? ASSETS[request.params.file] : undefined,
      request.params.file,
    ),
  );
  app.get<{ Params: { file: string } }>('/assets/i18n/:file', (request, reply) => {
    const known = TEXT_FILES.has(request.params.file);
    return sendAsset(reply, known ? 'text/javascript' : undefined, `i18n/${request.params.file}`);
  });
}

/** A file of public/ named by the allow-lists above; anything else is a 404, so no path leaves it. */
async function sendAsset(reply: FastifyReply, type: string | undefined, file: string) {
  if (!type) return reply.code(404).send();
  const body = await readFile(path.join(publicDir, file), 'utf8');
  return reply.type(type).header('cache-control', 'no-cache').send(body);
}
