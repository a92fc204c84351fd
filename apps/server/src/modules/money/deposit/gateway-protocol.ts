import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The hosted-payment-page protocol our gateway adapter speaks (and the sandbox gateway answers):
 * every message is a flat map of strings signed with HMAC-SHA256 over its fields sorted by name
 * (`k=v` joined by `&`, without `sign`), hex. Both directions carry `ts` (Unix seconds); callbacks
 * also carry a one-time `nonce`.
 */
export type Signed = Record<string, string>;

/** Callbacks older or newer than this are refused, whatever their signature. */
export const SIGNATURE_WINDOW_S = 300;

function canonical(params: Signed): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function sign(params: Signed, secret: string): string {
  return createHmac('sha256', secret).update(canonical(params)).digest('hex');
}

export function withSignature(params: Signed, secret: string): Signed {
  return { ...params, sign: sign(params, secret) };
}

/** Timing-safe: how long the comparison takes says nothing about how much of a forged signature matched. */
export function hasValidSignature(params: Signed, secret: string): boolean {
  const given = Buffer.from(params.sign ?? '', 'hex');
  const expected = Buffer.from(sign(params, secret), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function isFresh(ts: string, nowMs: number): boolean {
  const t = Number(ts);
  return Number.isInteger(t) && Math.abs(nowMs / 1000 - t) <= SIGNATURE_WINDOW_S;
}
