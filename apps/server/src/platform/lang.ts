import { FALLBACK_LANG, isLangCode, type LangCode } from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Accepts the wire form (zh_CN) and the BCP 47 form (zh-CN) a browser or cookie may carry. */
function normalize(value: unknown): LangCode | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().replace('-', '_');
  return isLangCode(code) ? code : null;
}

export function explicitLang(request: FastifyRequest): LangCode | null {
  return normalize(request.headers.lang) ?? normalize(request.cookies?.lang);
}

/** Sets the caller's language early, so even a validation error is answered in it. */
export function installLang(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const lang = explicitLang(request);
    request.lang = lang ?? FALLBACK_LANG;
    request.langExplicit = lang !== null;
  });
}
