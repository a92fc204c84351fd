import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';

/**
 * The member site is a Vite build served from this origin: its scripts and styles are files here.
 * Styles may be inline because UI libraries (toasts, dialogs) inject <style> tags; scripts may not.
 * Images also come as data: and blob: URLs (captcha, QR codes, previews).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  // Games shown inside the site (play-game modal, /play, /gameRoom) come from each provider's own
  // origin, which staff configure at run time.
  frameSrc: ["'self'", 'https:', 'http:'],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  // Left out on purpose: on plain-http deployments it would rewrite every request to https.
  upgradeInsecureRequests: null,
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  // Game, deposit and auth windows are popups this page opens and polls (spec §4); `same-origin`
  // would cut that link as soon as the popup shows another origin.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/**
 * Helmet's headers for our policy, worked out once. The policy has no per-request part (no nonces),
 * and building the CSP string on every request cost a third of a hot read call's throughput.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

/**
 * What an /api answer carries instead: JSON is never a document, so the page-only headers (the page
 * CSP, opener and agent-cluster policies, the old IE/Flash switches) mean nothing on it. This is the
 * OWASP REST set: nothing may load from or frame it, no sniffing, HTTPS only, no reading from other
 * origins. Eight fewer header lines on the hottest answers.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

const isApi = (url: string) => /^\/api(\/|\?|$)/.test(url);

export interface RateLimitSettings {
  /** Requests per caller address per window, on /api only. */
  max: number;
  timeWindow: number | string;
  /** Redis key prefix; nodes of one deployment share it so they share counters. */
  nameSpace: string;
}

export const RATE_LIMIT: Omit<RateLimitSettings, 'nameSpace'> = {
  max: 600,
  timeWindow: '1 minute',
};

export async function registerSecurity(
  app: FastifyInstance,
  opts: {
    redisUrl?: string;
    /** The deployment's REDIS_PREFIX: the counters' keys start with it. */
    redisPrefix: string;
    rateLimit?: Partial<RateLimitSettings>;
  },
): Promise<void> {
  const documentHeaders = securityHeaders();
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(isApi(request.url) ? API_HEADERS : documentHeaders);
  });
  await app.register(fastifyCompress, { threshold: 1024 });

  // Counters in Redis when configured, so every node behind the load balancer counts the same caller.
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'redis error (rate limits fail open)'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(fastifyRateLimit, {
    ...RATE_LIMIT,
    nameSpace: `${opts.redisPrefix}rate-limit:`,
    ...opts.rateLimit,
    redis,
    // A Redis outage must not take the API down with it.
    skipOnError: true,
    // Only the API is limited: page loads fetch many static files and health checks poll often.
    allowList: (request) => !isApi(request.url),
    // The limit headers go out only with a refusal: the site never reads them on a normal answer, and
    // three header lines on every answer cost hot reads measurable throughput.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    // A client gone before its request is handled has no address; count it under one key, never crash.
    keyGenerator: (request) => request.ip ?? 'unknown',
  });
}
