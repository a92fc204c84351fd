import type { Db } from '../../../db/client';
import { quickBetOffers } from '../providers';
import { AppError, type ErrorSpec, errorTable } from '../../../platform/app-error';

const e = (code: number, message: string): ErrorSpec => ({ code, httpStatus: 200, message });

export const QuickBetErrors = errorTable('quickBet', {
  none: e(404, 'Sports quick bet is not offered on this site'),
  notQuickBet: e(400, 'url: not a sports quick-bet address of this site'),
  unreachable: e(503, 'The sports page did not answer, please try again'),
  refused: e(403, 'The sports page cannot be shown inside this site'),
} as const satisfies Record<string, ErrorSpec>);

export interface QuickBetPlace {
  siteId: number;
  currency: string;
  device: number;
  domain: string;
  lang: string;
}

/** The widget address with its {placeholders} filled in, each value URL-encoded. */
export function fillQuickBetUrl(template: string, place: QuickBetPlace): string {
  const values: Record<string, string> = {
    currency: place.currency,
    lang: place.lang,
    device: String(place.device),
    domain: place.domain,
    site_id: String(place.siteId),
  };
  return template.replace(/\{(\w+)\}/g, (all, key: string) =>
    key in values ? encodeURIComponent(values[key]!) : all,
  );
}

/**
 * Whether a page's answer headers let `siteOrigin` show it in a frame: X-Frame-Options DENY or
 * SAMEORIGIN forbid it (the page is another origin); CSP frame-ancestors must allow it when present.
 */
export function frameAllowed(
  headers: { xFrameOptions: string | null; csp: string | null },
  siteOrigin: string,
) {
  const xfo = headers.xFrameOptions?.trim().toUpperCase();
  if (xfo === 'DENY' || xfo === 'SAMEORIGIN') return false;
  const directive = headers.csp
    ?.split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === 'frame-ancestors');
  if (!directive) return true;
  const sources = directive.slice(1);
  const scheme = `${new URL(siteOrigin).protocol}`;
  return sources.some((s) => s === '*' || s === scheme || s.replace(/\/$/, '') === siteOrigin);
}

/** Spec §7 sport-quickbet-url and check_iframe, from the providers staff gave a quick-bet address. */
export function createQuickBet(deps: { db: Db; fetch?: typeof fetch; timeoutMs?: number }) {
  const doFetch = deps.fetch ?? fetch;
  const offers = () => quickBetOffers(deps.db);

  return {
    async url(place: QuickBetPlace) {
      const [offer] = await offers();
      if (!offer) throw new AppError(QuickBetErrors.none);
      return { detail: { url: fillQuickBetUrl(offer.template!, place), gp_id: offer.gpId } };
    },

    /** Checks only addresses on a quick-bet provider's origin: this call never fetches anything else. */
    async check(url: string, siteOrigin: string) {
      const target = new URL(url);
      const origins = (await offers()).map((o) => new URL(o.template!.replace(/\{\w+\}/g, 'x')).origin);
      if (!origins.includes(target.origin)) throw new AppError(QuickBetErrors.notQuickBet);
      let res: Response;
      try {
        res = await doFetch(target, {
          redirect: 'manual',
          signal: AbortSignal.timeout(deps.timeoutMs ?? 5_000),
        });
        await res.body?.cancel();
      } catch (err) {
        throw new AppError(QuickBetErrors.unreachable, { cause: err });
      }
      if (res.status >= 400) throw new AppError(QuickBetErrors.unreachable);
      const headers = {
        xFrameOptions: res.headers.get('x-frame-options'),
        csp: res.headers.get('content-security-policy'),
      };
      if (!frameAllowed(headers, siteOrigin)) throw new AppError(QuickBetErrors.refused);
      return { url, embeddable: true as const };
    },
  };
}
export type QuickBet = ReturnType<typeof createQuickBet>;
