import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseGamesSecret, loadConfig } from '../../../config';
import { staffAudit } from '../../../db/schema';
import { HOUSE_OPERATOR } from '../../../house-games';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startTestHouse } from '../../../test/house-provider';
import { staffToken } from '../../../test/staff-token';

let t: TestApp;
let house: Awaited<ReturnType<typeof startTestHouse>>;
let admin: string;
let finance: string;

beforeAll(async () => {
  house = await startTestHouse();
  t = await buildTestApp({ houseGamesUrl: house.url });
  admin = await staffToken(t, 'games-admin', 'admin');
  finance = await staffToken(t, 'games-finance', 'finance');
  // A third-party provider, reachable: the house speaks the same protocol.
  const provider = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/providers/XTP',
    payload: {
      reason: 'new provider',
      name: 'Example Tables',
      active: true,
      base_url: house.url,
      operator: HOUSE_OPERATOR,
      secret: houseGamesSecret(loadConfig({ NODE_ENV: 'test' })),
    },
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(provider.json().code, provider.json().message).toBe(1000);
});
afterAll(async () => {
  await t.close();
  await house.close();
});

const saveGame = (gpId: string, code: string, payload: object, token = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/games/${gpId}/${code}`,
    payload: { reason: 'catalogue upkeep', ...payload },
    headers: { authorization: `Bearer ${token}` },
  });
const publicCall = async (url: string, payload: object) =>
  (await t.app.inject({ method: 'POST', url, payload })).json();
const hallProviders = async (currency: string, device: number) => {
  const halls = (await publicCall('/api/v3/game_list', { site_id: 1, currency, support_device: device }))
    .data as { gt_id: number; gp_list: { gp_id: string }[] }[];
  return halls.find((h) => h.gt_id === 3)?.gp_list.map((p) => p.gp_id) ?? [];
};

describe('game catalogue administration', () => {
  it('adds a provider’s game where staff offer it, and hides it again', async () => {
    const saved = await saveGame('XTP', 'punto-banco', {
      gt_id: 3,
      names: { en_US: 'Tables Baccarat', zh_CN: '桌台百家乐' },
      tags: ['new', 'new'],
      currencies: ['RMB'],
      devices: [0],
      sort: 5,
    });
    expect(saved.json().code, saved.json().message).toBe(1000);
    expect(saved.json().data).toMatchObject({ gp_id: 'XTP', house: false, active: true, tags: ['new'] });

    expect(await hallProviders('RMB', 0)).toEqual(['GPHOUSE', 'XTP']);
    expect(await hallProviders('RMB', 1)).toEqual(['GPHOUSE']);
    expect(await hallProviders('VND', 0)).not.toContain('XTP');
    const labels = await publicCall('/api/v2/game_label', {
      site_id: 1,
      currency: 'RMB',
      device: 0,
      game_type_id: 3,
      gp_id: 'XTP',
    });
    // Named in the site's default language (zh_CN) when the caller names none.
    expect(labels.data.main.map((g: { game_name: string }) => g.game_name)).toEqual(['桌台百家乐']);
    expect(labels.data.list.map((l: { tag: string }) => l.tag)).toEqual(['new']);

    const hidden = await saveGame('XTP', 'punto-banco', {
      gt_id: 3,
      names: { en_US: 'Tables Baccarat' },
      active: false,
    });
    expect(hidden.json().data.active).toBe(false);
    expect(await hallProviders('RMB', 0)).toEqual(['GPHOUSE']);

    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'game_save'));
    expect(audit.map((a) => a.target)).toContain('game:XTP:punto-banco');
  });

  it('retags and reorders the house games but adds none to it', async () => {
    const retagged = await saveGame('GPHOUSE', 'lucky-ten', {
      gt_id: 5,
      names: { en_US: 'Lucky Ten', zh_CN: '幸运十', zh_TW: '幸運十' },
      tags: ['hot'],
      demo: true,
    });
    expect(retagged.json().code, retagged.json().message).toBe(1000);
    const hot = await publicCall('/api/arks/web/member-games/hot-games', { site_id: 1, currency: 'RMB' });
    expect(hot.data.list.map((g: { game_code: string }) => g.game_code)).toContain('lucky-ten');

    const invented = await saveGame('GPHOUSE', 'new-thing', { gt_id: 2, names: { en_US: 'New thing' } });
    expect(invented.json()).toMatchObject({ code: 400 });
    expect(invented.json().message).toContain('game_code');
  });

  it('lists and searches every game for staff, shown or not', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/games?q=%E6%A1%8C%E5%8F%B0',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.json().code).toBe(1000);
    // Searching by the Chinese name finds nothing now: the last save kept only the English one.
    expect(res.json().data.total).toBe(0);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/admin/games?gp_id=XTP',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(all.json().data.list).toMatchObject([{ game_code: 'punto-banco', active: false }]);
  });

  it('refuses other roles and bad input, naming the field', async () => {
    expect((await saveGame('XTP', 'x', { gt_id: 2, names: { en_US: 'X' } }, finance)).statusCode).toBe(403);
    const cases: [string, object, string][] = [
      ['NOPE', { gt_id: 2, names: { en_US: 'X' } }, 'gp_id'],
      ['XTP', { gt_id: 2, names: { zh_CN: '无' } }, 'en_US'],
      ['XTP', { gt_id: 12, names: { en_US: 'X' } }, 'gt_id'],
      ['XTP', { gt_id: 2, names: { en_US: 'X' }, currencies: ['XXX'] }, 'currencies'],
      ['XTP', { gt_id: 2, names: { en_US: 'X' }, devices: [7] }, 'devices'],
      ['XTP', { gt_id: 2, names: { en_US: 'X' }, tags: ['Hot Stuff'] }, 'tags'],
      ['XTP', { gt_id: 2, names: { en_US: 'X' }, icon_light: 'javascript:alert(1)' }, 'icon_light'],
    ];
    for (const [gpId, payload, field] of cases) {
      const res = await saveGame(gpId, 'x-game', payload);
      expect(res.statusCode, field).toBe(400);
      expect(JSON.stringify(res.json()), field).toContain(field);
    }
  });
});
