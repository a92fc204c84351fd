import { bootKey, PlatformCode, type CallContract } from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageBoot } from './app-shell';

/** One answer of a call the page carries: the parameters it is keyed by and the body the page sends. */
export interface CarriedVariant {
  params: Record<string, string | number>;
  body: Record<string, unknown>;
}

/**
 * A public call whose answers the first page carries, so the page draws them at once instead of asking
 * after its first paint. `variants` says which answers, for the page as `pageOf` read it; none means
 * the call is not carried on this page.
 */
export interface CarriedCall<Page> {
  call: CallContract;
  variants: (page: Page) => CarriedVariant[];
}

/** The request headers a call made from the page would carry too (who is asking, from where). */
const FORWARDED = ['host', 'cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto'];

/**
 * Carries the answers by asking the API itself in-process, as the page would: the same route, checks,
 * rate limit (counted for the visitor's address) and serialization, in the page's language. A page
 * request has no token, so only answers a visitor would get are carried. A call that does not succeed
 * is left out; the page then asks for it itself.
 */
export function carriedCallsBoot<Page extends { lang: string }>(
  app: FastifyInstance,
  calls: readonly CarriedCall<Page>[],
  /** What the variants need to know of the page (read once per page), with its language; null: none. */
  pageOf: (request: FastifyRequest, earlier: Record<string, unknown>) => Page | null,
): PageBoot {
  return async (request, earlier) => {
    const page = pageOf(request, earlier);
    if (!page) return null;
    const headers: Record<string, string> = { lang: page.lang, 'content-type': 'application/json' };
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const asked = calls.flatMap(({ call, variants }) =>
      variants(page).map(async (variant) => {
        const response = await app.inject({
          method: call.method,
          url: `/api${call.path}`,
          headers,
          remoteAddress: request.socket.remoteAddress,
          payload: call.method === 'POST' ? JSON.stringify(variant.body) : undefined,
        });
        const envelope = response.json<{ code?: number; data?: unknown }>();
        return envelope.code === PlatformCode.OK
          ? ([bootKey(call, variant.params), envelope.data] as const)
          : null;
      }),
    );
    const answers = (await Promise.allSettled(asked)).flatMap((settled) =>
      settled.status === 'fulfilled' && settled.value ? [settled.value] : [],
    );
    return answers.length ? { answers: Object.fromEntries(answers) } : null;
  };
}
