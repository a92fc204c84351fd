import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { HOUSE_GAMES } from './games/registry';
import { SLOT_LINES, SLOT_PAYTABLE } from './games/slot';
import { KENO_NUMBERS, KENO_PAYTABLE, KENO_PICKS } from './games/keno';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const ASSETS: Record<string, string> = { 'house.js': 'text/javascript', 'house.css': 'text/css' };

const escape = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The languages the pages are written in; the site's other languages read English. */
export type PageLang = 'en' | 'zh_CN' | 'zh_TW';

const HTML_LANG: Record<PageLang, string> = { en: 'en', zh_CN: 'zh-CN', zh_TW: 'zh-TW' };

/** Traditional script for the regions that read it; any other Chinese reads Simplified. */
const TRADITIONAL = new Set(['zh_tw', 'zh_hk', 'zh_mo', 'zh_hant']);

/**
 * The page language for a `?lang=` the site sent (its codes look like `zh_CN`, `en_US`, `vi_VN`).
 * Anything else, or anything odd, reads English.
 */
export function pageLang(raw: unknown): PageLang {
  if (typeof raw !== 'string' || !/^[A-Za-z_-]{2,10}$/.test(raw)) return 'en';
  const code = raw.replace(/-/g, '_').toLowerCase();
  if (code !== 'zh' && !code.startsWith('zh_')) return 'en';
  return TRADITIONAL.has(code) ? 'zh_TW' : 'zh_CN';
}

/** Names as the platform's catalogue shows them; a game missing here shows its English name. */
const GAME_NAMES: Record<string, Record<PageLang, string>> = {
  'koi-reels': { en: 'Koi Reels', zh_CN: '锦鲤转轴', zh_TW: '錦鯉轉軸' },
  'punto-banco': { en: 'Punto Banco', zh_CN: '百家乐', zh_TW: '百家樂' },
  'lucky-ten': { en: 'Lucky Ten', zh_CN: '幸运十', zh_TW: '幸運十' },
  'royal-21': { en: 'Royal 21', zh_CN: '皇家21点', zh_TW: '皇家21點' },
};

const TEXTS: Record<'verifyTitle' | 'missingTitle' | 'bestPlay', Record<PageLang, string>> = {
  verifyTitle: { en: 'Verify a round', zh_CN: '验证游戏结果', zh_TW: '驗證遊戲結果' },
  missingTitle: { en: 'Game not found', zh_CN: '找不到游戏', zh_TW: '找不到遊戲' },
  // Follows the return to player figure on the page, for a game whose return depends on the play.
  bestPlay: {
    en: 'with the best play, per initial bet',
    zh_CN: '按最佳策略、以初始投注计',
    zh_TW: '按最佳策略、以初始投注計',
  },
};

/** What a page's script needs to know about the game, besides what the session call answers. */
export function gameMeta(code: string, lang: PageLang = 'en') {
  const game = HOUSE_GAMES[code];
  if (!game) return null;
  return {
    code: game.code,
    name: GAME_NAMES[code]?.[lang] ?? game.name,
    hall: game.hall,
    rtp: game.rtp,
    bet_step: game.betStep.toString(),
    rtp_note: game.steps ? TEXTS.bestPlay[lang] : undefined,
    slot: code === 'koi-reels' ? { lines: SLOT_LINES.length, paytable: SLOT_PAYTABLE } : undefined,
    keno:
      code === 'lucky-ten'
        ? { numbers: KENO_NUMBERS, picks: KENO_PICKS, paytable: KENO_PAYTABLE }
        : undefined,
  };
}

function shell(lang: PageLang, title: string, view: string, meta: unknown): string {
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escape(title)}</title><link rel="stylesheet" href="/assets/house.css"></head>
<body data-view="${view}" data-lang="${lang}" data-meta="${escape(JSON.stringify(meta))}"><div id="app"></div>
<script type="module" src="/assets/house.js"></script></body></html>`;
}

type LangQuery = { Querystring: { lang?: unknown } };

/**
 * The game pages members' browsers open (the launch URL `/play/<game>?lang=<lang>#t=<token>`), the
 * verify page where anyone re-computes a round from revealed seeds, and their two static files.
 * Plain HTML and one script: the pages load fast inside any game window or app web view.
 */
export function registerPages(app: FastifyInstance): void {
  app.get<{ Params: { code: string } } & LangQuery>('/play/:code', (request, reply) => {
    const lang = pageLang(request.query.lang);
    const meta = gameMeta(request.params.code, lang);
    if (!meta)
      return reply
        .code(404)
        .type('text/html')
        .send(shell(lang, TEXTS.missingTitle[lang], 'missing', {}));
    return reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(shell(lang, meta.name, 'play', meta));
  });
  app.get<LangQuery>('/verify', (request, reply) => {
    const lang = pageLang(request.query.lang);
    const games = Object.keys(HOUSE_GAMES).map((code) => gameMeta(code, lang));
    return reply.type('text/html').send(shell(lang, TEXTS.verifyTitle[lang], 'verify', { games }));
  });
  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const type = ASSETS[request.params.file];
    if (!type) return reply.code(404).send();
    const body = await readFile(path.join(publicDir, request.params.file), 'utf8');
    return reply.type(type).header('cache-control', 'no-cache').send(body);
  });
}
