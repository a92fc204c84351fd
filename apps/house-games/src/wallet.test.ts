import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderPaths } from '@arks/contracts/provider';
import { createHouseTest } from './test/house-test';

const clock = Date.now();
let house: Awaited<ReturnType<typeof createHouseTest>>;
const call = (...args: Parameters<typeof house.call>) => house.call(...args);

beforeAll(async () => {
  house = await createHouseTest(() => clock);
});
afterAll(() => house.close());

const transfer = (reference: string, player_id: string, direction: 'in' | 'out', amount: string) =>
  call(ProviderPaths.transfer, { reference, player_id, direction, amount });

describe('house wallet over the signed protocol', () => {
  it('creates a player once and refuses another currency for the same id', async () => {
    const a = await call(ProviderPaths.createPlayer, { player_id: '1:10', currency: 'RMB' });
    expect(a.body).toEqual({ ok: true, data: { player_id: '1:10', currency: 'RMB', balance: '0' } });
    expect((await call(ProviderPaths.createPlayer, { player_id: '1:10', currency: 'RMB' })).status).toBe(200);
    expect(
      (await call(ProviderPaths.createPlayer, { player_id: '1:10', currency: 'USD' })).body.error.code,
    ).toBe('currency_mismatch');
  });

  it('moves money in and out once per reference, and records a refused transfer as failed', async () => {
    await call(ProviderPaths.createPlayer, { player_id: '1:11', currency: 'RMB' });
    expect((await transfer('t-in', '1:11', 'in', '500')).body.data).toMatchObject({
      status: 'success',
      balance: '500',
    });
    expect((await transfer('t-in', '1:11', 'in', '500')).body.data).toMatchObject({
      status: 'success',
      balance: '500',
    });
    expect((await transfer('t-in', '1:11', 'in', '501')).status).toBe(409);
    expect((await transfer('t-out', '1:11', 'out', '200')).body.data).toMatchObject({ balance: '300' });
    const refused = (await transfer('t-big', '1:11', 'out', '301')).body.data;
    expect(refused).toMatchObject({ status: 'failed', reason: 'insufficient_funds', balance: '300' });
    expect((await transfer('t-big', '1:11', 'out', '301')).body.data.status).toBe('failed');
    expect((await call(ProviderPaths.balance, { player_id: '1:11' })).body.data.balance).toBe('300');
  });

  it('answers a query by reference, including one it never saw', async () => {
    const found = (await call(ProviderPaths.queryTransfer, { reference: 't-out' })).body.data;
    expect(found).toMatchObject({ found: true, transfer: { status: 'success', direction: 'out' } });
    expect((await call(ProviderPaths.queryTransfer, { reference: 'never' })).body.data).toEqual({
      found: false,
    });
  });

  it('applies a reference sent many times at once exactly once', async () => {
    await call(ProviderPaths.createPlayer, { player_id: '1:12', currency: 'RMB' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => transfer('t-burst', '1:12', 'in', '70')),
    );
    expect(answers.every((a) => a.body.data?.status === 'success')).toBe(true);
    expect((await call(ProviderPaths.balance, { player_id: '1:12' })).body.data.balance).toBe('70');
  });

  it('refuses unsigned, wrongly signed, tampered and stale requests', async () => {
    const body = { player_id: '1:11' };
    expect((await call(ProviderPaths.balance, body, { secret: 'guess' })).body.error.code).toBe(
      'bad_signature',
    );
    expect((await transfer('t-x', '1:11', 'in', '5')).status).toBe(200);
    expect(
      (
        await call(
          ProviderPaths.transfer,
          { reference: 't-y', player_id: '1:11', direction: 'in', amount: '5' },
          { tamper: true },
        )
      ).body.error.code,
    ).toBe('bad_signature');
    expect((await call(ProviderPaths.balance, body, { at: clock - 10 * 60_000 })).body.error.code).toBe(
      'stale_request',
    );
    const unsigned = await house.app.inject({ method: 'POST', url: ProviderPaths.balance, payload: body });
    expect(unsigned.statusCode).toBe(401);
  });

  it('names the field of a malformed request', async () => {
    const bad = await transfer('t-bad', '1:11', 'in', '1.5');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^amount/);
    expect((await transfer('t-none', 'nobody', 'in', '5')).body.error.code).toBe('player_not_found');
  });
});
