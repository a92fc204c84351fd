import type { FastifyRequest } from 'fastify';

/** Who reads site content: the member (whose own currency wins) or a visitor with a chosen currency. */
export interface Reader {
  siteId: number;
  memberId: number | null;
  /** A member's own currency; a visitor's chosen one (ccy cookie). */
  currency: string | null;
  lang: string;
  fallbackLang: string;
}

export function readerOf(
  request: FastifyRequest,
  site: { id: number; defaultLanguage: string },
  lang: string,
): Reader {
  const ccy = (request.cookies as Record<string, string | undefined> | undefined)?.ccy;
  return {
    siteId: site.id,
    memberId: request.member?.memberId ?? null,
    currency: request.member?.currency ?? (ccy && /^[A-Z]{3,5}$/.test(ccy) ? ccy : null),
    lang,
    fallbackLang: site.defaultLanguage,
  };
}
