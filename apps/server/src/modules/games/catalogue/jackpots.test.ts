import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameProviders } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startTestHouse } from '../../../test/house-provider';
import { createJackpots, JACKPOT_STALE_MS } from './jackpots';

let t: TestApp;
let house: Awaited<ReturnType<typeof startTestHouse>>;
const now = { at: new Date('2026-11-22T10:00:00Z') };
const clock = { now: () => now.at };

beforeAll(async () => {
  house = await startTestHouse();
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' }, houseGamesUrl: house.url, clock });
});
afterAll(async () => {
  await t.close();
  await house.close();
});

const jackpot = async (currency: string) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/v2/get_jackpot', payload: { site_id: 1, currency } })
  ).json();

describe('progressive jackpot (/v2/get_jackpot)', () => {
  it('answers 0 until a provider has reported, then the pools it reports per currency', async () => {
    expect((await jackpot('RMB')).data).toEqual({ currency: 'RMB', jackpot_amount_total: '0.00' });
    const jackpots = createJackpots({ db: t.db, providers: t.app.providers, clock });
    const run = await jackpots.refresh();
    expect(run.failed).toEqual([]);
    expect(run.reported).toBeGreaterThan(0);
    // The house pool starts at its seed: about the same value in each currency (35,000,000 dong).
    expect((await jackpot('RMB')).data.jackpot_amount_total).toBe('10000.00');
    expect((await jackpot('VND')).data.jackpot_amount_total).toBe('35000000');
    expect((await jackpot('XYZ')).data.jackpot_amount_total).toBe('0');
  });

  it('never shows a pool a provider no longer vouches for: inactive, or not reported lately', async () => {
    await t.db.update(gameProviders).set({ active: false }).where(eq(gameProviders.gpId, 'GPHOUSE'));
    expect((await jackpot('RMB')).data.jackpot_amount_total).toBe('0.00');
    await t.db.update(gameProviders).set({ active: true }).where(eq(gameProviders.gpId, 'GPHOUSE'));
    expect((await jackpot('RMB')).data.jackpot_amount_total).toBe('10000.00');
    now.at = new Date(now.at.getTime() + JACKPOT_STALE_MS + 1000);
    expect((await jackpot('RMB')).data.jackpot_amount_total).toBe('0.00');
  });

  it('refuses a request without a currency with the field named', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/get_jackpot', payload: { site_id: 1 } });
    expect(res.json().code).not.toBe(1000);
    expect(JSON.stringify(res.json())).toContain('currency');
  });
});
