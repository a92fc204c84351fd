import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installCountryHeader, requestCountry } from './country';

async function countryOf(configured: string | undefined, headers: Record<string, string>) {
  const app = Fastify();
  installCountryHeader(app, configured);
  app.get('/', async (request) => ({ country: requestCountry(request) }));
  const res = await app.inject({ method: 'GET', url: '/', headers });
  await app.close();
  return (res.json() as { country: string | null }).country;
}

describe('requestCountry', () => {
  it('spec §9 country codes: reads CF-IPCountry by default, in upper case', async () => {
    expect(await countryOf(undefined, { 'CF-IPCountry': 'vn' })).toBe('VN');
    expect(await countryOf(undefined, {})).toBeNull();
  });

  it('reads the header COUNTRY_HEADER names instead', async () => {
    const configured = 'CloudFront-Viewer-Country';
    expect(await countryOf(configured, { 'cloudfront-viewer-country': 'TH' })).toBe('TH');
    expect(await countryOf(configured, { 'cf-ipcountry': 'TH' })).toBeNull();
  });

  it('gives none for unknown, Tor or malformed values', async () => {
    for (const value of ['XX', 'T1', 'VNM', '1A', '']) {
      expect(await countryOf(undefined, { 'cf-ipcountry': value }), value).toBeNull();
    }
  });
});
