import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { ManualClock } from '../../test/manual-clock';

let t: TestApp;
let ipSeq = 0;
const clock = new ManualClock(Date.now());

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' }, clock });
});
afterAll(() => t.close());

const post = async (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function member(account: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'x-forwarded-for': `10.2.0.${++ipSeq}` },
    payload: {
      site_id: 1,
      member_account: account,
      password: 'abc123',
      check_password: 'abc123',
      member_currency: 'RMB',
      member_name: '孙八',
      withdraw_password: '1234',
      agreement: true,
    },
  });
  const body = res.json();
  return { id: body.data.member_id as number, token: body.data.token as string };
}

const ticketFor = async (token: string) =>
  (await post('/api/member/login_ticket', {}, token)).json().data.enc as string;

describe('query-token login tickets (get_info_data)', () => {
  it('trades a ticket for a new session of the same member, once', async () => {
    const m = await member('ticket01');
    const enc = await ticketFor(m.token);
    const res = await post('/api/get_info_data', { site_id: 1, enc });
    const body = res.json();
    expect(body.data).toMatchObject({ member_id: m.id, member_account: 'ticket01', member_currency: 'RMB' });
    expect(res.headers.authorization).toBe(body.data.tk);
    expect((await post('/api/member/profile/common/layout', {}, body.data.tk)).statusCode).toBe(200);
    expect((await post('/api/get_info_data', { site_id: 1, enc })).json().code).toBe(101);
  });

  it('refuses a forged, altered, expired or other-site ticket with the same answer', async () => {
    const m = await member('ticket02');
    const enc = await ticketFor(m.token);
    const flipped = enc.slice(0, 20) + (enc[20] === 'A' ? 'B' : 'A') + enc.slice(21);
    expect((await post('/api/get_info_data', { site_id: 1, enc: flipped })).json().code).toBe(101);
    expect((await post('/api/get_info_data', { site_id: 1, enc: 'bm90LWEtdGlja2V0' })).json().code).toBe(101);
    expect((await post('/api/get_info_data', { site_id: 2, enc })).json().code).toBe(101);
    const late = await ticketFor(m.token);
    clock.advance(61_000);
    expect((await post('/api/get_info_data', { site_id: 1, enc: late })).json().code).toBe(101);
  });

  it('says frozen or disabled like login does', async () => {
    const m = await member('ticket03');
    const enc = await ticketFor(m.token);
    await t.db.update(members).set({ status: 'frozen' }).where(eq(members.id, m.id));
    expect((await post('/api/get_info_data', { site_id: 1, enc })).json().code).toBe(103);
  });

  it('issues tickets only to a logged-in member', async () => {
    expect((await post('/api/member/login_ticket', {})).statusCode).toBe(401);
  });
});
