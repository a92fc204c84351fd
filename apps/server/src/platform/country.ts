import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Cloudflare's header; other CDNs name theirs (COUNTRY_HEADER). */
export const DEFAULT_COUNTRY_HEADER = 'CF-IPCountry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The request header that names the visitor's country, lower case (installCountryHeader). */
    countryHeader: string;
  }
}

/** Names the header `requestCountry` reads on this server (COUNTRY_HEADER). */
export function installCountryHeader(app: FastifyInstance, header: string | undefined): void {
  app.decorate('countryHeader', (header || DEFAULT_COUNTRY_HEADER).toLowerCase());
}

/**
 * The visitor's country as the CDN in front names it: an ISO 3166 alpha-2 code in upper case, or null
 * when there is none (no CDN, Cloudflare's XX "unknown" and T1 "Tor"). The header is believed as sent:
 * only a CDN that sets it on every request (and the servers reachable only through it) makes it a fact;
 * good enough to choose a first visitor's language, not to keep anyone out on its own.
 */
export function requestCountry(request: FastifyRequest): string | null {
  const name = request.server.countryHeader ?? DEFAULT_COUNTRY_HEADER.toLowerCase();
  const raw = request.headers[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  if (!value || !/^[A-Z]{2}$/.test(value) || value === 'XX' || value === 'T1') return null;
  return value;
}
