import { describe, expect, it } from 'vitest';
import { decryptTotpSecret, encryptTotpSecret } from './totp-secret';

describe('TOTP secret encryption', () => {
  it('round-trips and never stores the secret in clear', () => {
    const stored = encryptTotpSecret('JBSWY3DPEHPK3PXP', 'k1');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(stored.startsWith('v1.')).toBe(true);
    expect(decryptTotpSecret(stored, 'k1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptTotpSecret('S', 'k1')).not.toBe(encryptTotpSecret('S', 'k1'));
  });

  it('refuses another key or a tampered value', () => {
    const stored = encryptTotpSecret('JBSWY3DPEHPK3PXP', 'k1');
    expect(() => decryptTotpSecret(stored, 'k2')).toThrow();
    const parts = stored.split('.');
    parts[3] = Buffer.from('x').toString('base64url');
    expect(() => decryptTotpSecret(parts.join('.'), 'k1')).toThrow();
    expect(() => decryptTotpSecret('garbage', 'k1')).toThrow();
  });
});

describe('staffTotpKey', () => {
  it('requires STAFF_TOTP_KEY in production only', async () => {
    const { staffTotpKey } = await import('../../config');
    expect(staffTotpKey({ NODE_ENV: 'production', STAFF_TOTP_KEY: 'k' })).toBe('k');
    expect(() => staffTotpKey({ NODE_ENV: 'production', STAFF_TOTP_KEY: undefined })).toThrow();
    expect(staffTotpKey({ NODE_ENV: 'development', STAFF_TOTP_KEY: undefined })).toMatch(/development/);
  });
});
