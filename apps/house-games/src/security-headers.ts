import type { FastifyInstance } from 'fastify';

/**
 * Origins allowed to frame the game pages when none are configured: the member site as it runs on a
 * developer's machine. Production sets HOUSE_GAMES_FRAME_ANCESTORS to the operator's site origins.
 */
export const DEV_FRAME_ANCESTORS = [
  "'self'",
  'http://localhost:*',
  'http://127.0.0.1:*',
  'http://*.localhost:*',
];

/** `https://a.example, https://b.example` or space separated: the CSP source list, defaults when empty. */
export function parseFrameAncestors(raw: string | undefined): string[] {
  const list = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  return list.length ? list : DEV_FRAME_ANCESTORS;
}

/** A CSP source must not smuggle another directive in (`;`) or be a quoted keyword we did not mean. */
const SOURCE = /^(?:'self'|'none'|https?:\/\/[a-z0-9*.-]+(?::(?:\d{1,5}|\*))?)$/i;

/**
 * The game pages run with the launch token in their address: only our own script may run there, and
 * only the operator's sites may frame them. No opener policy on purpose: the site opens a game in a
 * window it keeps talking to (the window returns to the site's /close and tells its opener).
 */
export function gamePageHeaders(frameAncestors: string[]): Record<string, string> {
  const bad = frameAncestors.find((s) => !SOURCE.test(s));
  if (bad) throw new Error(`HOUSE_GAMES_FRAME_ANCESTORS: not an origin: ${bad}`);
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    // The page address names the game and language; the token is in the fragment, never sent, but no
    // address of ours needs to reach the lobby or anywhere else.
    'referrer-policy': 'no-referrer',
  };
}

export function registerSecurityHeaders(app: FastifyInstance, frameAncestors: string[]): void {
  const headers = gamePageHeaders(frameAncestors);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
