import { z } from 'zod';
import { TEXT_MAX } from './text-limits';
import { V } from './validation';

/**
 * Addresses staff and clients hand us end up in `href`, `src` and `window.location`; a `javascript:`
 * or `data:` one runs script on our origin. Only two shapes pass:
 * - an absolute `http:` / `https:` URL with a host;
 * - a site-relative path: one `/` then not a second `/` or `\` (browsers read `//host` and `/\host`
 *   as another site).
 * Nothing else: no other scheme, no protocol-relative or bare relative paths, and no whitespace,
 * control character or backslash anywhere (browsers drop or rewrite those before reading the scheme,
 * which is how ` javascript:` and `java\tscript:` get through naive checks).
 */
/** C0 controls, space, DEL, C1 controls, the other Unicode spaces, and backslash. */
const UNSAFE_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;

export function isSafeUrl(value: string): boolean {
  if (value.length === 0 || value.length > TEXT_MAX.url) return false;
  if (UNSAFE_CHARACTER.test(value)) return false;
  if (value.startsWith('/')) return value[1] !== '/';
  if (!/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Only absolute http(s) URLs (for addresses handed to another origin, such as a game's lobby). */
export function isHttpUrl(value: string): boolean {
  return isSafeUrl(value) && !value.startsWith('/');
}

/**
 * A link or image address from staff or clients (see isSafeUrl). Surrounding spaces are trimmed
 * first, so a pasted address still saves; anything else unsafe is refused with `url_not_allowed`.
 */
export const safeUrl = (max: number = TEXT_MAX.url) =>
  z.string().trim().max(max, V.tooLong).refine(isSafeUrl, V.unsafeUrl);

/** A link that may be left empty ("no link"). */
export const safeUrlOrEmpty = (max: number = TEXT_MAX.url) =>
  z
    .string()
    .trim()
    .max(max, V.tooLong)
    .refine((v) => v === '' || isSafeUrl(v), V.unsafeUrl);

/** An absolute http(s) URL only. */
export const httpUrl = (max: number = TEXT_MAX.url) =>
  z.string().trim().max(max, V.tooLong).refine(isHttpUrl, V.unsafeUrl);
