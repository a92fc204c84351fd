import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseGamesSecret, loadConfig } from '../../../config';
import { providerCredentials, staffAudit } from '../../../db/schema';
import { HOUSE_OPERATOR } from '../../../house-games';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { staffToken } from '../../../test/staff-token';
import { startTestHouse } from '../../../test/house-provider';

let t: TestApp;
let house: Awaited<ReturnType<typeof startTestHouse>>;
let admin: string;
let finance: string;

beforeAll(async () => {
  house = await startTestHouse();
  t = await buildTestApp({ houseGamesUrl: house.url });
  admin = await staffToken(t, 'prov-admin', 'admin');
  finance = await staffToken(t, 'prov-finance', 'finance');
});
afterAll(async () => {
  await t.close();
  await house.close();
});

const save = (gpId: string, payload: object, token = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/providers/${gpId}`,
    payload: { reason: 'provider upkeep', ...payload },
    headers: { authorization: `Bearer ${token}` },
  });
const list = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/providers',
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json().data.list as { gp_id: string; reachable: boolean; secret_set: boolean; house: boolean }[];

describe('provider administration', () => {
  it('keeps a new provider inactive and unreachable until its credentials are stored', async () => {
    const refused = await save('XPG', { name: 'Example Play', active: true });
    expect(refused.json().code).toBe(400);
    expect(refused.json().message).toContain('active');

    const off = await save('XPG', { name: 'Example Play', active: false });
    expect(off.json().data).toMatchObject({
      gp_id: 'XPG',
      active: false,
      secret_set: false,
      reachable: false,
    });
    expect(t.app.providers.has('XPG')).toBe(false);
  });

  it('reaches a configured provider with the stored, sealed secret, and never answers the secret', async () => {
    // The house provider speaks the same protocol: configured as a third party, it must accept our signature.
    const secret = houseGamesSecret(loadConfig({ NODE_ENV: 'test' }));
    const res = await save('XPG', {
      name: 'Example Play',
      active: true,
      base_url: house.url,
      operator: HOUSE_OPERATOR,
      secret,
    });
    const body = res.json();
    expect(body.code, body.message).toBe(1000);
    expect(body.data).toMatchObject({ active: true, secret_set: true, reachable: true, base_url: house.url });
    expect(JSON.stringify(body)).not.toContain(secret);
    const [stored] = await t.db.select().from(providerCredentials).where(eq(providerCredentials.gpId, 'XPG'));
    expect(stored!.secretEnc).not.toContain(secret);

    const adapter = t.app.providers.get('XPG')!;
    const created = await adapter.createPlayer('xpg-player-1', 'RMB');
    expect(created.kind).toBe('ok');

    // Renaming without credentials keeps the stored secret; switching off drops it from the map.
    expect((await save('XPG', { name: 'Example Play 2', active: true })).json().data.reachable).toBe(true);
    expect((await save('XPG', { name: 'Example Play 2', active: false })).json().data.reachable).toBe(false);
    expect(t.app.providers.has('XPG')).toBe(false);
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.target, 'provider:XPG'));
    expect(audit.length).toBe(4);
    expect(JSON.stringify(audit.map((a) => a.detail))).not.toContain(secret);
  });

  it('refuses credentials for the house provider, bad input by field, and staff without the role', async () => {
    const houseCreds = await save('GPHOUSE', { name: 'House', active: true, base_url: 'http://x.test' });
    expect(houseCreds.json().message).toContain('base_url');
    const badUrl = await save('ZZ', {
      name: 'Z',
      active: false,
      base_url: 'ftp://x',
      operator: 'o',
      secret: 'x'.repeat(16),
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toContain('base_url');
    const shortSecret = await save('ZZ', {
      name: 'Z',
      active: false,
      base_url: 'https://x.test',
      operator: 'o',
      secret: 'short',
    });
    expect(shortSecret.json().message).toContain('secret');
    const backwards = await save('ZZ', {
      name: 'Z',
      active: false,
      maintenance_start_at: '2026-12-02T00:00:00Z',
      maintenance_end_at: '2026-12-01T00:00:00Z',
    });
    expect(backwards.json().message).toContain('maintenance_end_at');
    const badId = await save('bad id', { name: 'Z', active: false });
    expect(badId.statusCode).toBe(400);
    expect((await save('ZZ', { name: 'Z', active: false }, finance)).statusCode).toBe(403);
    const all = await list();
    expect(all.find((p) => p.gp_id === 'GPHOUSE')).toMatchObject({
      house: true,
      reachable: true,
      secret_set: false,
    });
  });

  it('sets how a provider’s games open, and the catalogue tells the site (modal game types win)', async () => {
    const item = async (code: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v2/game_search',
          payload: { site_id: 1, currency: 'RMB', q: code },
        })
      ).json().data.list[0];
    expect((await item('koi-reels')).open_mode).toBe('window');
    const saved = await save('GPHOUSE', {
      name: 'House',
      active: true,
      open_mode: 'page',
      modal_game_types: [6, 6],
    });
    expect(saved.json().data).toMatchObject({ open_mode: 'page', modal_game_types: [6] });
    expect((await item('koi-reels')).open_mode).toBe('page');
    expect((await item('royal-21')).open_mode).toBe('modal');
    // Omitted, they are kept; a mode the site does not know is refused with the field named.
    expect((await save('GPHOUSE', { name: 'House', active: true })).json().data.open_mode).toBe('page');
    const wrong = await save('GPHOUSE', { name: 'House', active: true, open_mode: 'popup' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('open_mode');
    await save('GPHOUSE', { name: 'House', active: true, open_mode: 'window', modal_game_types: [] });
    expect((await item('royal-21')).open_mode).toBe('window');
  });
});
