import { GetInfoData, LoginTicketIssue, MemberLayout } from '@arks/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { ManualClock } from '../../../test/manual-clock';
import { memberWithToken, registeredMember, visitor, type Member } from '../../../test/member-client';

let t: TestApp;
const clock = new ManualClock(Date.now());

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' }, clock });
});
afterAll(() => t.close());

const member = (account: string) => registeredMember(t, { member_account: account, member_name: '孙八' });
const ticketFor = async (m: Member) => (await m.call(LoginTicketIssue)).enc;
const trade = (site_id: number, enc: string) => visitor(t).send(GetInfoData, { site_id, enc });

describe('query-token login tickets (get_info_data)', () => {
  it('trades a ticket for a new session of the same member, once', async () => {
    const m = await member('ticket01');
    const enc = await ticketFor(m);
    const res = await trade(1, enc);
    expect(res.data).toMatchObject({ member_id: m.id, member_account: 'ticket01', member_currency: 'RMB' });
    const { tk } = GetInfoData.data.parse(res.data);
    expect(res.headers.authorization).toBe(tk);
    expect((await memberWithToken(t, tk).send(MemberLayout)).statusCode).toBe(200);
    expect((await trade(1, enc)).code).toBe(101);
  });

  it('refuses a forged, altered, expired or other-site ticket with the same answer', async () => {
    const m = await member('ticket02');
    const enc = await ticketFor(m);
    const flipped = enc.slice(0, 20) + (enc[20] === 'A' ? 'B' : 'A') + enc.slice(21);
    expect((await trade(1, flipped)).code).toBe(101);
    expect((await trade(1, 'bm90LWEtdGlja2V0')).code).toBe(101);
    expect((await trade(2, enc)).code).toBe(101);
    const late = await ticketFor(m);
    clock.advance(61_000);
    expect((await trade(1, late)).code).toBe(101);
  });

  it('says frozen or disabled like login does', async () => {
    const m = await member('ticket03');
    const enc = await ticketFor(m);
    await t.db.update(members).set({ status: 'frozen' }).where(eq(members.id, m.id));
    expect((await trade(1, enc)).code).toBe(103);
  });

  it('issues tickets only to a logged-in member', async () => {
    expect((await visitor(t).send(LoginTicketIssue)).statusCode).toBe(401);
  });
});
