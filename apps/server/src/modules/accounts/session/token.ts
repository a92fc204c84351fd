import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: unguessable, and long enough that storing only a fast hash of it is safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 bytes in base64url are 43 characters; anything else cannot be ours and skips the database. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
