import { GamePlay } from '@arks/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseGamesSecret, loadConfig } from '../../../config';
import { staffAudit } from '../../../db/schema';
import { HOUSE_OPERATOR } from '../../../house-games';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { fundedMember } from '../../../test/funded-member';
import { startTestHouse } from '../../../test/house-provider';
import { staffToken } from '../../../test/staff-token';

/** The provider screens of the console: who may do what, what is never answered, what members then see. */
let t: TestApp;
let house: Awaited<ReturnType<typeof startTestHouse>>;
let admin: string;
let content: string;
let support: string;

beforeAll(async () => {
  house = await startTestHouse();
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' }, houseGamesUrl: house.url });
  admin = await staffToken(t, 'pc-admin', 'admin');
  content = await staffToken(t, 'pc-content', 'content');
  support = await staffToken(t, 'pc-support', 'support');
});
afterAll(async () => {
  await t.close();
  await house.close();
});

const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, payload, headers: { authorization: `Bearer ${token}` } });
const houseSave = (extra: object, token = admin) =>
  call('PUT', '/providers/GPHOUSE', token, { name: 'House', active: true, reason: 'test', ...extra });
const launch = {
  gp_id: 'GPHOUSE',
  game_type: 2,
  game_code: 'koi-reels',
  lobby_url: 'http://localhost/close',
};
/** The providers in the slot hall of site 1 on a device, as the member site lists them. */
const hallCodes = async (device: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v3/game_list',
    payload: { site_id: 1, currency: 'RMB', support_device: device },
  });
  const halls = res.json().data as { gt_id: number; gp_list: { gp_id: string }[] }[];
  return halls.find((h) => h.gt_id === 2)?.gp_list.map((p) => p.gp_id) ?? [];
};

describe('providers in the console', () => {
  it('lets content staff read the list but only admins open, change or see a provider', async () => {
    expect((await call('GET', '/providers', content)).json().code).toBe(1000);
    expect((await call('GET', '/providers', support)).statusCode).toBe(403);
    expect((await call('GET', '/providers/GPHOUSE', content)).statusCode).toBe(403);
    expect((await houseSave({}, content)).statusCode).toBe(403);
    const detail = await call('GET', '/providers/GPHOUSE', admin);
    expect(detail.json().data).toMatchObject({ gp_id: 'GPHOUSE', house: true, blocked_devices: [] });
    await call('PUT', '/providers/XLIST', admin, { name: 'Zeta Listed', active: false, reason: 'list test' });
    const found = (await call('GET', '/providers?q=zeta&sort=name&order=desc', content)).json().data;
    expect(found).toMatchObject({ total: 1, list: [{ gp_id: 'XLIST' }] });
    const paged = (await call('GET', '/providers?page=2&page_size=1&sort=gp_id', content)).json().data;
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
    const missing = await call('GET', '/providers/NOSUCH', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('gp_id');
  });

  it('keeps a provider secret sealed: never in an answer or the audit, only set or not set', async () => {
    const secret = houseGamesSecret(loadConfig({ NODE_ENV: 'test' }));
    const payload = {
      name: 'Sealed Play',
      active: true,
      base_url: house.url,
      operator: HOUSE_OPERATOR,
      secret,
      reason: 'contract signed',
    };
    const saved = await call('PUT', '/providers/XSEAL', admin, payload);
    expect(saved.json().data).toMatchObject({ secret_set: true });
    const answers = [
      saved.body,
      (await call('GET', '/providers/XSEAL', admin)).body,
      (await call('GET', '/providers', admin)).body,
      (await call('GET', '/providers', content)).body,
    ];
    for (const body of answers) expect(body).not.toContain(secret);
    const [audit] = await t.db.select().from(staffAudit).where(eq(staffAudit.target, 'provider:XSEAL'));
    expect(JSON.stringify(audit!.detail)).not.toContain(secret);
    expect(audit!.detail).toMatchObject({
      reason: 'contract signed',
      secret_replaced: true,
      before: null,
      after: { gp_id: 'XSEAL', secret_set: true, active: true },
    });
  });

  it('audits each change with the reason and the provider before and after', async () => {
    await houseSave({ transfer_enabled: false, reason: 'wallet incident' });
    await houseSave({ transfer_enabled: true, reason: 'incident over' });
    const rows = await t.db.select().from(staffAudit).where(eq(staffAudit.target, 'provider:GPHOUSE'));
    const last = rows.at(-1)!.detail as Record<string, { transfer_enabled: boolean }> & { reason: string };
    expect(last.reason).toBe('incident over');
    expect(last.before!.transfer_enabled).toBe(false);
    expect(last.after!.transfer_enabled).toBe(true);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [object, string][] = [
      [{ reason: '' }, 'reason'],
      [{ reason: undefined }, 'reason'],
      [{ blocked_devices: [5] }, 'blocked_devices'],
      [{ maintenance_start_at: 'tomorrow' }, 'maintenance_start_at'],
      [{ name: '' }, 'name'],
    ];
    for (const [extra, field] of cases) {
      const res = await houseSave(extra);
      expect(res.statusCode, field).toBe(400);
      expect(JSON.stringify(res.json()), field).toContain(field);
    }
  });

  it('a maintenance window answers launches with 203 and its times; transfers off with 957', async () => {
    const m = await fundedMember(t, 'pcgamer01', 10_000n);
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    await houseSave({ maintenance_start_at: start, maintenance_end_at: end });
    const during = await m.send(GamePlay, { ...launch, device: 1 });
    expect(during.code).toBe(203);
    expect(during.data).toEqual({ start_at: start, end_at: end });

    // A window that has not begun yet does not stop play.
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await houseSave({ maintenance_start_at: later, maintenance_end_at: null, transfer_enabled: false });
    expect((await m.send(GamePlay, { ...launch, device: 1 })).code).toBe(957);
    await houseSave({ maintenance_start_at: null, maintenance_end_at: null, transfer_enabled: true });
    expect((await m.send(GamePlay, { ...launch, device: 1 })).code).toBe(1000);
  });

  it('a provider closed on a device leaves that device’s halls and refuses launches from it', async () => {
    expect(await hallCodes(2)).toContain('GPHOUSE');
    const saved = await houseSave({ blocked_devices: [2, 2] });
    expect(saved.json().data.blocked_devices).toEqual([2]);
    expect(await hallCodes(2)).not.toContain('GPHOUSE');
    expect(await hallCodes(0)).toContain('GPHOUSE');
    const m = await fundedMember(t, 'pcgamer02', 10_000n);
    const fromApp = await m.send(GamePlay, { ...launch, device: 3 });
    expect(fromApp.code).toBe(400);
    // Omitted, the blocks are kept; an empty list opens the provider everywhere again.
    expect((await houseSave({})).json().data.blocked_devices).toEqual([2]);
    await houseSave({ blocked_devices: [] });
    expect(await hallCodes(2)).toContain('GPHOUSE');
  });
});
