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

/** What a page's script needs to know about the game, besides what the session call answers. */
export function gameMeta(code: string) {
  const game = HOUSE_GAMES[code];
  if (!game) return null;
  return {
    code: game.code,
    name: game.name,
    hall: game.hall,
    rtp: game.rtp,
    bet_step: game.betStep.toString(),
    rtp_note: game.steps ? 'with the best play, per initial bet' : undefined,
    slot: code === 'koi-reels' ? { lines: SLOT_LINES.length, paytable: SLOT_PAYTABLE } : undefined,
    keno:
      code === 'lucky-ten'
        ? { numbers: KENO_NUMBERS, picks: KENO_PICKS, paytable: KENO_PAYTABLE }
        : undefined,
  };
}

function shell(title: string, view: string, meta: unknown): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escape(title)}</title><link rel="stylesheet" href="/assets/house.css"></head>
<body data-view="${view}" data-meta="${escape(JSON.stringify(meta))}"><div id="app"></div>
<script type="module" src="/assets/house.js"></script></body></html>`;
}

/**
 * The game pages members' browsers open (the launch URL `/play/<game>#t=<token>`), the verify page
 * where anyone re-computes a round from revealed seeds, and their two static files. Plain HTML and
 * one script: the pages load fast inside any game window or app web view.
 */
export function registerPages(app: FastifyInstance): void {
  app.get<{ Params: { code: string } }>('/play/:code', (request, reply) => {
    const meta = gameMeta(request.params.code);
    if (!meta)
      return reply
        .code(404)
        .type('text/html')
        .send(shell('Game not found', 'missing', {}));
    return reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(shell(meta.name, 'play', meta));
  });
  app.get('/verify', (_request, reply) => {
    const games = Object.keys(HOUSE_GAMES).map((code) => gameMeta(code));
    return reply.type('text/html').send(shell('Verify a round', 'verify', { games }));
  });
  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const type = ASSETS[request.params.file];
    if (!type) return reply.code(404).send();
    const body = await readFile(path.join(publicDir, request.params.file), 'utf8');
    return reply.type(type).header('cache-control', 'no-cache').send(body);
  });
}
