import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (staff TOTP secrets, provider credentials) are stored encrypted with
 * AES-256-GCM, so a database dump alone cannot mint staff codes or sign provider requests. The key is
 * any string from the environment, hashed to 32 bytes. Format: v1.<iv>.<tag>.<ciphertext>, base64url
 * parts, so the key or algorithm can change later by version.
 */
function keyBytes(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

export function sealSecret(secret: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(key), iv);
  const enc = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), enc]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Throws when the value was tampered with or encrypted under another key. */
export function openSecret(stored: string, key: string): string {
  const [version, iv, tag, enc] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || enc === undefined) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyBytes(key), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(enc, 'base64url')), decipher.final()]).toString('utf8');
}
