import { revealClientCaptcha } from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/clientCaptcha', () => {
  it('answers a fresh code and its SVG, hidden in transit and revealed with the key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/clientCaptcha' });
    const { data } = res.json();
    const text = revealClientCaptcha(data.text, data.key);
    expect(text).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(revealClientCaptcha(data.svg, data.key)).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(data.svg).not.toContain('<svg');
    const again = (await t.app.inject({ method: 'GET', url: '/api/clientCaptcha' })).json().data;
    expect(again.key).not.toBe(data.key);
  });
});
