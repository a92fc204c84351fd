/**
 * The content image store's addresses, known to every side: the server answers an upload with one,
 * the console saves it into forms, and the logo and rich-text rules accept pictures only from here.
 * A picture from anywhere else would make every member's browser call a host that staff chose,
 * telling it the member's address; a store address is on the site's own origin and names bytes the
 * server checked at upload (type, size, pixel count, a full decode).
 */
export const CONTENT_IMAGE_PREFIX = '/static/content/';

/** More pixels than this is refused at upload, before decoding: a tiny file can declare a huge picture. */
export const CONTENT_IMAGE_MAX_PIXELS = 25_000_000;

/** `/static/content/<sha256>.<ext>`, exactly as the upload answers it: no query, fragment or host. */
const CONTENT_IMAGE_PATH = /^\/static\/content\/([0-9a-f]{64})\.(?:png|jpg|webp)$/;

/** The stored picture's SHA-256 when `url` is a content image store address, else null. */
export function contentImageHash(url: string): string | null {
  return CONTENT_IMAGE_PATH.exec(url)?.[1] ?? null;
}

export const isContentImageUrl = (url: string): boolean => contentImageHash(url) !== null;
