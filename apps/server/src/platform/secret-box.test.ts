import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

describe('secret box', () => {
  it('round-trips and never stores the secret in clear', () => {
    const stored = sealSecret('JBSWY3DPEHPK3PXP', 'k1');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(stored.startsWith('v1.')).toBe(true);
    expect(openSecret(stored, 'k1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('uses a fresh IV each time', () => {
    expect(sealSecret('S', 'k1')).not.toBe(sealSecret('S', 'k1'));
  });

  it('refuses another key or a tampered value', () => {
    const stored = sealSecret('JBSWY3DPEHPK3PXP', 'k1');
    expect(() => openSecret(stored, 'k2')).toThrow();
    const parts = stored.split('.');
    parts[3] = Buffer.from('x').toString('base64url');
    expect(() => openSecret(parts.join('.'), 'k1')).toThrow();
    expect(() => openSecret('garbage', 'k1')).toThrow();
  });
});

describe('staffTotpKey', () => {
  it('requires STAFF_TOTP_KEY in production only', async () => {
    const { staffTotpKey } = await import('../config');
    expect(staffTotpKey({ NODE_ENV: 'production', STAFF_TOTP_KEY: 'k' })).toBe('k');
    expect(() => staffTotpKey({ NODE_ENV: 'production', STAFF_TOTP_KEY: undefined })).toThrow();
    expect(staffTotpKey({ NODE_ENV: 'development', STAFF_TOTP_KEY: undefined })).toMatch(/development/);
  });
});

describe('providerSecretKey', () => {
  it('requires PROVIDER_SECRET_KEY in production only', async () => {
    const { providerSecretKey } = await import('../config');
    expect(providerSecretKey({ NODE_ENV: 'production', PROVIDER_SECRET_KEY: 'k' })).toBe('k');
    expect(() => providerSecretKey({ NODE_ENV: 'production', PROVIDER_SECRET_KEY: undefined })).toThrow();
    expect(providerSecretKey({ NODE_ENV: 'test', PROVIDER_SECRET_KEY: undefined }).length).toBeGreaterThan(0);
  });
});
