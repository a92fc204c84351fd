import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { checkLedgerInvariants } from '../ledger/invariants';
import { createStaffService } from '../staff/service';

let t: TestApp;
let staffToken: string;
let ipSeq = 0;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  const svc = createStaffService({ db: t.db, clock: { now: () => new Date() }, totpKey: 'unused' });
  await svc.create({ account: 'promoter', password: 'correct-horse-42', role: 'content' });
  staffToken = (
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { account: 'promoter', password: 'correct-horse-42' },
    })
  ).json().data.token;
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

async function register(account: string) {
  const body = (
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-forwarded-for': `10.4.0.${++ipSeq}` },
      payload: {
        site_id: 1,
        member_account: account,
        password: 'abc123',
        check_password: 'abc123',
        member_currency: 'RMB',
        member_name: '赵六',
        withdraw_password: '1234',
        agreement: true,
      },
    })
  ).json();
  expect(body.code, body.message).toBe(1000);
  const token = body.data.token as string;
  const call = async (url: string, payload: object = {}) =>
    (
      await t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } })
    ).json();
  return { id: body.data.member_id as number, call };
}

async function promotion(over: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/red-envelopes',
    headers: { authorization: `Bearer ${staffToken}` },
    payload: {
      site_id: 1,
      currency: 'RMB',
      title: 'Lantern festival',
      start_at: new Date(Date.now() - 60_000).toISOString(),
      end_at: new Date(Date.now() + 3_600_000).toISOString(),
      min_amount: '1.00',
      max_amount: '5.00',
      ...over,
    },
  });
  const body = res.json();
  expect(body.code, body.message).toBe(1000);
  return body.data.id as number;
}

const cashOf = async (m: {
  call: (u: string) => Promise<{ data: { member_common_layout: { member_cash: string } } }>;
}) => (await m.call('/api/member/profile/common/layout')).data.member_common_layout.member_cash;

describe('red envelopes', () => {
  it('shows the envelope, pays a prize in range once, then clears it', async () => {
    const id = await promotion();
    const m = await register('lucky001');
    expect((await m.call('/api/arks/web/activity/red_envelope_promotion')).data).toMatchObject({ id });
    const opened = await m.call('/api/arks/web/activity/red_envelope', { id });
    expect(opened.code).toBe(1000);
    const cash = Number(opened.data.cash);
    expect(cash).toBeGreaterThanOrEqual(1);
    expect(cash).toBeLessThanOrEqual(5);
    expect(await cashOf(m)).toBe(opened.data.cash);
    expect((await m.call('/api/arks/web/activity/red_envelope_promotion')).data).toBeNull();
    expect((await m.call('/api/arks/web/activity/red_envelope', { id })).code).toBe(102);
  });

  it('pays exactly once however many requests arrive at the same moment', async () => {
    const id = await promotion({ min_amount: '2.00', max_amount: '2.00' });
    const m = await register('lucky002');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => m.call('/api/arks/web/activity/red_envelope', { id })),
    );
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 102)).toHaveLength(19);
    expect(await cashOf(m)).toBe('2.00');
  });

  it('stops paying when the budget is spent', async () => {
    const id = await promotion({ min_amount: '1.00', max_amount: '1.00', budget: '1.00' });
    const first = await register('budget01');
    const second = await register('budget02');
    expect((await first.call('/api/arks/web/activity/red_envelope', { id })).code).toBe(1000);
    expect((await second.call('/api/arks/web/activity/red_envelope', { id })).code).toBe(102);
  });

  it('asks for deposits when the promotion does, and refuses an ended one', async () => {
    const id = await promotion({ min_total_deposit: '100.00' });
    const m = await register('poorman1');
    expect((await m.call('/api/arks/web/activity/red_envelope', { id })).code).toBe(101);
    await t.app.ledger.transfer({
      siteId: 1,
      currency: 'RMB',
      debit: { system: 'deposits_clearing' },
      credit: { member: m.id },
      amount: 10_000n,
      kind: 'deposit',
      idempotencyKey: `re-dep-${m.id}`,
    });
    expect((await m.call('/api/arks/web/activity/red_envelope', { id })).code).toBe(1000);
    const ended = await promotion();
    await t.db.execute(
      sql`update red_envelope_promotions set end_at = now() - interval '1 second', start_at = now() - interval '1 hour' where id = ${ended}`,
    );
    const late = await register('lateman1');
    expect((await late.call('/api/arks/web/activity/red_envelope', { id: ended })).code).toBe(102);
  });

  it('refuses a promotion with nonsense amounts, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/red-envelopes',
      headers: { authorization: `Bearer ${staffToken}` },
      payload: {
        site_id: 1,
        currency: 'RMB',
        title: 'x',
        start_at: new Date().toISOString(),
        end_at: new Date(Date.now() + 1000).toISOString(),
        min_amount: '1.005',
        max_amount: '2',
      },
    });
    expect(res.json().message).toMatch(/^min_amount/);
  });

  it('lists envelopes with what they paid, and staff change their terms (never a budget below what is paid)', async () => {
    const admin = async (method: 'GET' | 'PUT', url: string, payload?: object) =>
      (
        await t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${staffToken}` } })
      ).json();
    const id = await promotion({ title: 'Editable', min_amount: '2.00', max_amount: '2.00' });
    const m = await register('editme01');
    expect((await m.call('/api/arks/web/activity/red_envelope', { id })).code).toBe(1000);
    const listed = (await admin('GET', '/api/admin/red-envelopes?site_id=1')).data.list.find(
      (p: { id: number }) => p.id === id,
    );
    expect(listed).toMatchObject({
      title: 'Editable',
      currency: 'RMB',
      paid: '2.00',
      claims: 1,
      budget: null,
    });
    const terms = {
      title: 'Edited',
      start_at: listed.start_at,
      end_at: new Date(Date.now() + 7_200_000).toISOString(),
      min_amount: '1.00',
      max_amount: '3.00',
    };
    const tooSmall = await admin('PUT', `/api/admin/red-envelopes/${id}`, { ...terms, budget: '1.00' });
    expect(tooSmall.message).toContain('budget');
    const edited = await admin('PUT', `/api/admin/red-envelopes/${id}`, { ...terms, budget: '50.00' });
    expect(edited.data).toMatchObject({ title: 'Edited', budget: '50.00', max_amount: '3.00', paid: '2.00' });
    const backwards = await admin('PUT', `/api/admin/red-envelopes/${id}`, {
      ...terms,
      end_at: terms.start_at,
    });
    expect(backwards.message).toContain('end_at');
    expect((await admin('PUT', '/api/admin/red-envelopes/999999', terms)).code).toBe(404);
  });
});
