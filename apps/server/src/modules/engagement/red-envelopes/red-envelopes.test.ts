import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminRedEnvelopeCreate,
  AdminRedEnvelopeList,
  AdminRedEnvelopeStop,
  AdminRedEnvelopeUpdate,
  MemberLayout,
  RedEnvelopeClaim,
  RedEnvelopePromotion,
} from '@arks/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { members } from '../../../db/schema';
import { offContract, type Input } from '../../../test/api-client';
import { memberWithToken, registeredMember, type Member } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';
import { checkLedgerInvariants } from '../../money/ledger/invariants';

let t: TestApp;
let promoter: Staff;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  promoter = await staffMember(t, 'promoter', 'finance');
  // The demo seed runs an envelope for every currency (db/seed/promotion-units.ts); these tests make
  // their own and expect none once theirs is opened.
  await t.db.execute(sql`delete from red_envelope_promotions`);
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

const register = (account: string) => registeredMember(t, { member_account: account, member_name: '赵六' });

const promotion = async (over: Partial<Input<typeof AdminRedEnvelopeCreate>> = {}) =>
  (
    await promoter.call(AdminRedEnvelopeCreate, {
      site_id: 1,
      currency: 'RMB',
      titles: { zh_CN: 'Lantern festival' },
      start_at: new Date(Date.now() - 60_000).toISOString(),
      end_at: new Date(Date.now() + 3_600_000).toISOString(),
      min_amount: '1.00',
      max_amount: '5.00',
      budget: '100.00',
      ...over,
    })
  ).id;

const cashOf = async (m: Member) => (await m.call(MemberLayout)).member_common_layout.member_cash;

describe('red envelopes', () => {
  it('shows the envelope, pays a prize in range once, then clears it', async () => {
    const id = await promotion();
    const m = await register('lucky001');
    expect(await m.call(RedEnvelopePromotion)).toMatchObject({ id });
    const opened = await m.call(RedEnvelopeClaim, { id });
    const cash = Number(opened.cash);
    expect(cash).toBeGreaterThanOrEqual(1);
    expect(cash).toBeLessThanOrEqual(5);
    expect(await cashOf(m)).toBe(opened.cash);
    expect(await m.call(RedEnvelopePromotion)).toBeNull();
    expect((await m.send(RedEnvelopeClaim, { id })).code).toBe(102);
  });

  it('pays exactly once however many requests arrive at the same moment', async () => {
    const id = await promotion({ min_amount: '2.00', max_amount: '2.00' });
    const m = await register('lucky002');
    const answers = await Promise.all(Array.from({ length: 20 }, () => m.send(RedEnvelopeClaim, { id })));
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 102)).toHaveLength(19);
    expect(await cashOf(m)).toBe('2.00');
  });

  it('stops paying when the budget is spent', async () => {
    const id = await promotion({ min_amount: '1.00', max_amount: '1.00', budget: '1.00' });
    const first = await register('budget01');
    const second = await register('budget02');
    expect((await first.send(RedEnvelopeClaim, { id })).code).toBe(1000);
    expect((await second.send(RedEnvelopeClaim, { id })).code).toBe(102);
  });

  it('asks for deposits when the promotion does, and refuses an ended one', async () => {
    const id = await promotion({ min_total_deposit: '100.00' });
    const m = await register('poorman1');
    expect((await m.send(RedEnvelopeClaim, { id })).code).toBe(101);
    await t.app.ledger.transfer({
      siteId: 1,
      currency: 'RMB',
      debit: { system: 'deposits_clearing' },
      credit: { member: m.id },
      amount: 10_000n,
      kind: 'deposit',
      idempotencyKey: `re-dep-${m.id}`,
    });
    expect((await m.send(RedEnvelopeClaim, { id })).code).toBe(1000);
    const ended = await promotion();
    await t.db.execute(
      sql`update red_envelope_promotions set end_at = now() - interval '1 second', start_at = now() - interval '1 hour' where id = ${ended}`,
    );
    const late = await register('lateman1');
    expect((await late.send(RedEnvelopeClaim, { id: ended })).code).toBe(102);
  });

  it('refuses a promotion with nonsense amounts, naming the field', async () => {
    const res = await promoter.send(AdminRedEnvelopeCreate, {
      site_id: 1,
      currency: 'RMB',
      titles: { zh_CN: 'x' },
      start_at: new Date().toISOString(),
      end_at: new Date(Date.now() + 1000).toISOString(),
      min_amount: '1.005',
      max_amount: '2',
      budget: '10',
    });
    expect(res.message).toMatch(/^min_amount/);
  });

  it('lists envelopes with what they paid, and staff change their terms (never a budget below what is paid)', async () => {
    const id = await promotion({ titles: { zh_CN: 'Editable' }, min_amount: '2.00', max_amount: '2.00' });
    const m = await register('editme01');
    expect((await m.send(RedEnvelopeClaim, { id })).code).toBe(1000);
    const listed = (await promoter.call(AdminRedEnvelopeList, { site_id: 1 })).list.find((p) => p.id === id)!;
    expect(listed).toMatchObject({
      titles: { zh_CN: 'Editable' },
      currency: 'RMB',
      paid: '2.00',
      claims: 1,
      budget: '100.00',
    });
    const terms = {
      titles: { zh_CN: 'Edited' },
      start_at: listed.start_at,
      end_at: new Date(Date.now() + 7_200_000).toISOString(),
      min_amount: '1.00',
      max_amount: '3.00',
      budget: '50.00',
    };
    const tooSmall = await promoter.send(AdminRedEnvelopeUpdate, {
      id,
      ...terms,
      max_amount: '1.00',
      budget: '1.00',
    });
    expect(tooSmall.message).toContain('budget: below what is already paid');
    const edited = await promoter.call(AdminRedEnvelopeUpdate, { id, ...terms });
    expect(edited).toMatchObject({
      titles: { zh_CN: 'Edited' },
      budget: '50.00',
      max_amount: '3.00',
      paid: '2.00',
    });
    const backwards = await promoter.send(AdminRedEnvelopeUpdate, {
      id,
      ...terms,
      end_at: terms.start_at,
    });
    expect(backwards.message).toContain('end_at');
    expect((await promoter.send(AdminRedEnvelopeUpdate, { id: 999999, ...terms })).code).toBe(404);
  });

  it('pays 250 parallel claims exactly up to a small budget, never more', async () => {
    const id = await promotion({ min_amount: '1.00', max_amount: '1.00', budget: '25.00' });
    const claimants = await Promise.all(
      Array.from({ length: 250 }, async (_, i) => {
        const [row] = await t.db
          .insert(members)
          .values({
            siteId: 1,
            account: `rush${String(i).padStart(4, '0')}`,
            passwordHash: 'x',
            currency: 'RMB',
          })
          .returning({ id: members.id });
        return (await t.app.sessions.issue({ memberId: row!.id, siteId: 1, currency: 'RMB' })).token;
      }),
    );
    const answers = await Promise.all(
      claimants.map((token) => memberWithToken(t, token).send(RedEnvelopeClaim, { id })),
    );
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(25);
    expect(answers.filter((a) => a.code === 102)).toHaveLength(225);
    const { rows } = await t.db.execute<{ paid: string; credited: string; claims: number }>(sql`
      select p.paid::text,
             (select coalesce(sum(amount), 0)::text from ledger_transfers
               where reference = ${`red-envelope:${id}`} and status = 'posted') as credited,
             (select count(*)::int from red_envelope_claims where promotion_id = p.id) as claims
        from red_envelope_promotions p where p.id = ${id}`);
    // Exactly the budget, as the promotion counts it and as the ledger paid it; refused claims leave
    // no claim row behind.
    expect(rows[0]).toEqual({ paid: '2500', credited: '2500', claims: 25 });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  }, 120_000);

  it('lets content staff run an envelope up to the approval line, finance above it, support never; every amount is bounded', async () => {
    const content = await staffMember(t, 'env-content', 'content');
    const support = await staffMember(t, 'env-support', 'support');
    const terms = {
      site_id: 1,
      currency: 'RMB',
      titles: { zh_CN: 'Not yours' },
      start_at: new Date(Date.now() - 60_000).toISOString(),
      end_at: new Date(Date.now() + 3_600_000).toISOString(),
      min_amount: '1.00',
      max_amount: '2.00',
      budget: '10.00',
    };
    expect((await support.send(AdminRedEnvelopeCreate, terms)).statusCode).toBe(403);
    // Content runs campaigns up to RMB's approval line (50000.00); above it is finance's.
    const big = await content.send(AdminRedEnvelopeCreate, { ...terms, budget: '50000.01' });
    expect(big.statusCode).toBe(403);
    expect(big.message).toContain('budget: above 50000.00 RMB');
    const { id } = await content.call(AdminRedEnvelopeCreate, terms);
    const { site_id: _s, currency: _c, ...edit } = terms;
    const update = (over: Partial<typeof edit>) =>
      content.send(AdminRedEnvelopeUpdate, { id, ...edit, ...over });
    expect((await update({ titles: { zh_CN: 'Reworded' } })).statusCode).toBe(200);
    expect((await update({ budget: '11.00', max_amount: '3.00' })).statusCode).toBe(200);
    expect((await update({ budget: '60000.00' })).statusCode).toBe(403);
    expect(
      (await promoter.send(AdminRedEnvelopeUpdate, { id, ...edit, budget: '60000.00' })).statusCode,
    ).toBe(200);
    // Past the line, content may reword but not raise a prize.
    expect((await update({ budget: '60000.00', max_amount: '4.00' })).statusCode).toBe(403);
    // No budget at all, or one beyond the currency's bound, is a 400 naming the field.
    const { budget: _b, ...unbudgeted } = terms;
    const none = await promoter.send(AdminRedEnvelopeCreate, offContract(unbudgeted));
    expect(none.statusCode).toBe(400);
    expect(none.message).toContain('budget');
    const huge = await promoter.send(AdminRedEnvelopeCreate, {
      ...terms,
      max_amount: '9999999999999',
      budget: '9999999999999',
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.message).toMatch(/^max_amount: at most 5000000\.00 RMB/);
  });

  it('bounds the budgets one content staff member sets in a day: three at the line are not three times the line', async () => {
    const content = await staffMember(t, 'env-stacker', 'content');
    const terms = {
      site_id: 1,
      currency: 'USD',
      titles: { zh_CN: '满额红包' },
      // Tomorrow's: no member meets these in the tests after this one.
      start_at: new Date(Date.now() + 86_400_000).toISOString(),
      end_at: new Date(Date.now() + 90_000_000).toISOString(),
      min_amount: '1.00',
      max_amount: '2.00',
      budget: '10000.00',
    };
    const answers = await Promise.all([1, 2, 3].map(() => content.send(AdminRedEnvelopeCreate, terms)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403, 403]);
    expect(answers.find((a) => a.statusCode === 403)!.message).toMatch(/^budget: .*daily bound in USD/);
    const mine = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from red_envelope_promotions where staff_id = (select id from staff where account = 'env-stacker')`,
    );
    expect(mine.rows[0]!.n).toBe(1);
    // A raise draws on the same bound; finance sets what content may not.
    const { id } = answers.find((a) => a.statusCode === 200)!.data as { id: number };
    const { site_id: _s, currency: _c, ...edit } = terms;
    expect((await content.send(AdminRedEnvelopeUpdate, { id, ...edit, budget: '10000.01' })).statusCode).toBe(
      403,
    );
    expect((await promoter.send(AdminRedEnvelopeCreate, terms)).statusCode).toBe(200);
  });

  it('titles the envelope in the reader’s language, else the site’s default; staff must write that one', async () => {
    const usd = { site_id: 1, currency: 'USD' };
    const englishOnly = await promoter.send(AdminRedEnvelopeCreate, {
      ...usd,
      titles: { en_US: 'Lantern envelope' },
      start_at: new Date(Date.now() - 60_000).toISOString(),
      end_at: new Date(Date.now() + 3_600_000).toISOString(),
      min_amount: '0.10',
      max_amount: '1.00',
      budget: '10.00',
    });
    // Site 1 reads Simplified Chinese by default.
    expect(englishOnly.statusCode).toBe(400);
    expect(englishOnly.message).toMatch(/^titles\.zh_CN: required/);
    const empty = await promoter.send(AdminRedEnvelopeCreate, offContract({ ...usd, titles: {} }));
    expect(empty.statusCode).toBe(400);
    expect(empty.message).toContain('titles');

    const id = await promotion({
      ...usd,
      titles: { zh_CN: '元宵红包', en_US: 'Lantern envelope', th_TH: 'อั่งเปาเทศกาลโคมไฟ' },
      min_amount: '0.10',
      max_amount: '1.00',
      budget: '10.00',
    });
    const m = await registeredMember(t, {
      member_account: 'lanternusd',
      member_currency: 'USD',
      member_email: 'lanternusd@example.com',
    });
    const titleIn = async (lang: string) =>
      (await memberWithToken(t, m.token, { headers: { lang } }).call(RedEnvelopePromotion))?.title;
    expect(await titleIn('zh_CN')).toBe('元宵红包');
    expect(await titleIn('th_TH')).toBe('อั่งเปาเทศกาลโคมไฟ');
    expect(await titleIn('en_US')).toBe('Lantern envelope');
    expect(await titleIn('ko_KR')).toBe('元宵红包');
    const listed = (await promoter.call(AdminRedEnvelopeList, { site_id: 1 })).list.find((p) => p.id === id);
    expect(listed?.titles).toEqual({
      zh_CN: '元宵红包',
      en_US: 'Lantern envelope',
      th_TH: 'อั่งเปาเทศกาลโคมไฟ',
    });
  });

  it('stops an envelope: members no longer see or open it, with a reason, audited', async () => {
    // Ends soonest of the open ones, so it is the member's current envelope.
    const id = await promotion({
      titles: { zh_CN: 'Stop me' },
      end_at: new Date(Date.now() + 120_000).toISOString(),
      min_amount: '1.00',
      max_amount: '1.00',
    });
    const m = await register('stopped01');
    expect(await m.call(RedEnvelopePromotion)).toMatchObject({ id });
    const support = await staffMember(t, 'env-support2', 'support');
    expect((await support.send(AdminRedEnvelopeStop, { id, reason: 'no' })).statusCode).toBe(403);
    const missing = await promoter.send(AdminRedEnvelopeStop, offContract({ id, reason: ' ' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.message).toContain('reason');
    const stopped = await promoter.call(AdminRedEnvelopeStop, { id, reason: 'Typo in the title' });
    expect(stopped.stopped_at).not.toBeNull();
    // Other tests' envelopes may still be open: this one is no longer the member's.
    expect((await m.call(RedEnvelopePromotion))?.id).not.toBe(id);
    expect((await m.send(RedEnvelopeClaim, { id })).code).toBe(102);
    expect((await promoter.send(AdminRedEnvelopeStop, { id, reason: 'again' })).statusCode).toBe(400);
    expect((await promoter.send(AdminRedEnvelopeStop, { id: 999999, reason: 'x' })).statusCode).toBe(404);
    const { rows } = await t.db.execute<{ action: string; detail: { reason: string } }>(
      sql`select action, detail from staff_audit where target = ${`red-envelope:${id}`} order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['red_envelope_create', 'red_envelope_stop']);
    expect(rows[1]?.detail.reason).toBe('Typo in the title');
  });

  it('pages the list with its total', async () => {
    const page = await promoter.call(AdminRedEnvelopeList, { site_id: 1, page: 1, page_size: 2 });
    expect(page.list).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
  });
});
