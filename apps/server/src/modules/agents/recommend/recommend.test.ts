import { MemberRecommendFriends, MemberRecommendProject, MemberTransactions } from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportBetDaily, reportMoneyDaily } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { ManualClock } from '../../../test/manual-clock';
import { freshAddress, loggedInMember, registeredMember, type Member } from '../../../test/member-client';
import { adminCaller, staffMember } from '../../../test/staff-token';
import { checkLedgerInvariants } from '../../money/ledger/invariants';
import { createRecommendService } from './service';

// 2026-03-10 16:00 in Shanghai.
const clock = new ManualClock(Date.parse('2026-03-10T08:00:00Z'));
const TODAY = '2026-03-10';
let t: TestApp;
let finance: string;
let checker: string;
let call: ReturnType<typeof adminCaller>;
let seq = 0;
const setClock = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' }, clock });
  await t.db.execute(sql`update sites set time_zone = 'Asia/Shanghai' where id = 1`);
  await t.db.execute(sql`insert into recommend_settings (site_id, currency, is_active) values (1, 'RMB', true)
    on conflict (site_id, currency) do update set is_active = true`);
  finance = (await staffMember(t, 'recommend-finance', 'finance', clock)).token;
  checker = (await staffMember(t, 'recommend-checker', 'finance', clock)).token;
  call = adminCaller(t, finance);
  await configure({});
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

async function configure(o: {
  enabled?: boolean;
  trigger?: 'first_deposit' | 'valid_bets';
  threshold?: string;
  within_days?: number;
  reward_amount?: string;
  turnover_multiple?: number;
  auto_ceiling?: string;
}) {
  const answer = await call('PUT', '/recommend/settings/1/RMB', {
    enabled: o.enabled ?? true,
    trigger: o.trigger ?? 'first_deposit',
    threshold: o.threshold ?? '100.00',
    within_days: o.within_days ?? 7,
    reward_amount: o.reward_amount ?? '18.00',
    turnover_multiple: o.turnover_multiple ?? 0,
    auto_ceiling: o.auto_ceiling ?? '500.00',
    reason: 'test reward',
  });
  expect(answer.code, answer.message).toBe(1000);
  return answer.data;
}

const recommender = (): Promise<Member> => registeredMember(t, { member_account: `rcmd${++seq}x` });
const friendOf = (r: Member, options: { ip?: string } = {}): Promise<Member> =>
  registeredMember(t, { member_account: `frnd${++seq}x`, recommend_code: r.account }, options);

/** What the daily rollups say the friend did on a site day (the reports' own rows). */
async function firstDeposit(memberId: number, amount: bigint, day = TODAY, currency = 'RMB') {
  await t.db.insert(reportMoneyDaily).values({
    siteId: 1,
    currency,
    day,
    memberId,
    depositCount: 1,
    deposits: amount,
    firstDeposit: 1,
    firstDepositAmount: amount,
  });
}

const service = (onPaid?: () => Promise<void>) =>
  createRecommendService({ db: t.db, clock, ledger: t.app.ledger, events: t.app.events, onPaid });
const run = async () => {
  const answer = await call('POST', '/recommend/run', { site_id: 1 });
  expect(answer.code, answer.message).toBe(1000);
  return answer.data as { computed: number; paid: number; waiting: number; refused: number };
};
const balance = async (memberId: number) => (await t.app.ledger.mainBalance(memberId, 'RMB')).balance;
async function transfersFor(friendId: number) {
  const { rows } = await t.db.execute<{ amount: string }>(sql`
    select amount::text from ledger_transfers
     where idempotency_key = ${`recommend_reward:${friendId}`} and kind = 'recommend_reward'`);
  return rows.map((r) => r.amount);
}
const rewardsOf = async (recommenderId: number) =>
  (await call('GET', `/recommend/rewards?site_id=1&recommender_id=${recommenderId}`)).data.list as {
    id: number;
    state: string;
    held_for: string | null;
    amount: string;
    friend_id: number;
  }[];

describe('the reward job', () => {
  it('pays the recommender once on a first deposit of at least the threshold, never twice', async () => {
    const r = await recommender();
    const friend = await friendOf(r);
    const small = await friendOf(r);
    await firstDeposit(friend.id, 10_000n); // 100.00: reaches the threshold exactly
    await firstDeposit(small.id, 9_999n);
    await run();
    expect(await balance(r.id)).toBe(1_800n);
    expect(await transfersFor(friend.id)).toEqual(['1800']);
    expect(await transfersFor(small.id)).toEqual([]);
    // Run again, and again in parallel: nothing more.
    await run();
    await Promise.all([service().runSite(1), service().runSite(1), service().runSite(1)]);
    expect(await balance(r.id)).toBe(1_800n);
    expect(await transfersFor(friend.id)).toEqual(['1800']);
    expect(await rewardsOf(r.id)).toEqual([expect.objectContaining({ state: 'paid', friend_id: friend.id })]);
    // The recommender sees it in Transaction records under its own kind.
    // The ledger stamps transfers with the database's time, not the test clock.
    const now = new Date().toISOString().slice(0, 10);
    const tx = await r.call(MemberTransactions, { start_date: '2026-01-01', end_date: now });
    expect(tx.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'recommend_reward', amount: '18.00' })]),
    );
  });

  it('pays once when parallel runs race over fresh rewards, and after a run killed mid-payout', async () => {
    const r = await recommender();
    const friends = await Promise.all([friendOf(r), friendOf(r), friendOf(r)]);
    for (const f of friends) await firstDeposit(f.id, 20_000n);
    // The first run dies right after its first transfer, inside the payout's transaction.
    await expect(
      service(async () => {
        throw new Error('killed');
      }).runSite(1),
    ).rejects.toThrow('killed');
    expect(await balance(r.id)).toBe(0n);
    const states = (await rewardsOf(r.id)).map((x) => x.state);
    expect(states).toEqual(['computed', 'computed', 'computed']);
    await Promise.all([service().runSite(1), service().runSite(1), run()]);
    expect(await balance(r.id)).toBe(3n * 1_800n);
    for (const f of friends) expect(await transfersFor(f.id)).toEqual(['1800']);
  });

  it('counts valid bets over the window only, in the site time zone', async () => {
    await configure({ trigger: 'valid_bets', threshold: '1000.00', within_days: 2 });
    try {
      const r = await recommender();
      const f = await friendOf(r);
      const bet = (day: string, validBet: bigint) =>
        t.db.insert(reportBetDaily).values({
          siteId: 1,
          currency: 'RMB',
          day,
          hall: 2,
          provider: 'house',
          memberId: f.id,
          rounds: 1,
          stake: validBet,
          payout: 0n,
          validBet,
        });
      await bet(TODAY, 60_000n);
      await bet('2026-03-12', 90_000n); // past the two-day window (the 10th and the 11th)
      await run();
      expect(await transfersFor(f.id)).toEqual([]);
      await bet('2026-03-11', 40_000n);
      setClock('2026-03-11T08:00:00Z');
      await service().runSite(1);
      expect(await transfersFor(f.id)).toEqual(['1800']);
    } finally {
      setClock('2026-03-10T08:00:00Z');
      await configure({});
    }
  });

  it('never counts a friend of another currency or a member without a recommender', async () => {
    const r = await recommender();
    const f = await friendOf(r);
    // Moved to another currency behind the registration's back: its figures are not the programme's.
    await t.db.execute(sql`update members set currency = 'USD' where id = ${f.id}`);
    await firstDeposit(f.id, 50_000n, TODAY, 'USD');
    const loner = await recommender();
    await firstDeposit(loner.id, 50_000n);
    await run();
    expect(await transfersFor(f.id)).toEqual([]);
    expect(await transfersFor(loner.id)).toEqual([]);
    expect(await rewardsOf(r.id)).toEqual([]);
  });

  it("refuses a friend who is the recommender's own second account (shared address)", async () => {
    const ip = freshAddress();
    const r = await recommender();
    await loggedInMember(t, { account: r.account }, { ip });
    const f = await friendOf(r);
    await loggedInMember(t, { account: f.account }, { ip });
    await firstDeposit(f.id, 50_000n);
    const answer = await run();
    expect(answer.refused).toBeGreaterThanOrEqual(1);
    expect(await rewardsOf(r.id)).toEqual([
      expect.objectContaining({ state: 'refused', held_for: 'same_owner', friend_id: f.id }),
    ]);
    expect(await transfersFor(f.id)).toEqual([]);
    expect(await balance(r.id)).toBe(0n);
    // The friend sees nothing to earn there.
    const friends = await r.call(MemberRecommendFriends, {});
    expect(friends.list[0]).toMatchObject({ reward_state: 'not_eligible', reward_amount: null });
  });
});

describe('approval above the ceiling', () => {
  it('holds a reward above the ceiling for the approvals inbox; one approval pays it once', async () => {
    await configure({ reward_amount: '600.00', auto_ceiling: '500.00', turnover_multiple: 2 });
    try {
      const r = await recommender();
      const f = await friendOf(r);
      await firstDeposit(f.id, 10_000n);
      expect((await run()).waiting).toBe(1);
      const [held] = await rewardsOf(r.id);
      expect(held).toMatchObject({ state: 'waiting_approval', held_for: 'ceiling', amount: '600.00' });
      const inbox = await call('GET', `/approvals?kind=recommend_reward&member_id=${r.id}`);
      expect(inbox.code, inbox.message).toBe(1000);
      expect(inbox.data.list).toEqual([
        expect.objectContaining({
          kind: 'recommend_reward',
          id: held!.id,
          amount: '600.00',
          status: 'pending',
        }),
      ]);
      const approve = (as: string) =>
        call('POST', `/recommend/rewards/${held!.id}/approve`, { reason: 'checked' }, as);
      const answers = await Promise.all([approve(checker), approve(finance)]);
      expect(answers.map((a) => a.code).sort()).toEqual([1000, expect.any(Number)].sort());
      expect(answers.filter((a) => a.code === 1000)).toHaveLength(1);
      expect(await transfersFor(f.id)).toEqual(['60000']);
      expect(await balance(r.id)).toBe(60_000n);
      // The reward asked for twice its amount in valid bets.
      const { rows } = await t.db.execute<{ required: string }>(sql`
        select required::text from turnover_requirements
         where source = 'recommend_reward' and source_ref = ${`recommend_reward:${f.id}`}`);
      expect(rows).toEqual([{ required: '120000' }]);
      const audit = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from staff_audit where action = 'recommend_reward_approved'`,
      );
      expect(audit.rows[0]!.n).toBe(1);
    } finally {
      await configure({});
    }
  });

  it('a rejected reward is never paid, and the job does not compute it again', async () => {
    await configure({ reward_amount: '600.00', auto_ceiling: '500.00' });
    try {
      const r = await recommender();
      const f = await friendOf(r);
      await firstDeposit(f.id, 10_000n);
      await run();
      const [held] = await rewardsOf(r.id);
      const answer = await call(
        'POST',
        `/recommend/rewards/${held!.id}/reject`,
        { reason: 'fraud' },
        checker,
      );
      expect(answer.data).toMatchObject({ state: 'rejected', decision_reason: 'fraud' });
      await run();
      expect(await transfersFor(f.id)).toEqual([]);
      expect((await call('POST', `/recommend/rewards/${held!.id}/approve`, {}, finance)).code).not.toBe(1000);
    } finally {
      await configure({});
    }
  });
});

describe('member pages', () => {
  it("answers the member's code, link, rules and masked friends, and searches them", async () => {
    const r = await recommender();
    const f1 = await friendOf(r);
    await friendOf(r);
    await firstDeposit(f1.id, 10_000n);
    await run();
    const project = await r.call(MemberRecommendProject, {});
    expect(project).toMatchObject({
      is_friend: 1,
      code: r.account,
      link_path: `/register?invite=${r.account}`,
      rules: { trigger: 'first_deposit', threshold: '100.00', within_days: 7, reward_amount: '18.00' },
      totals: { friends: 2, rewarded: 1, earned: '18.00' },
    });
    const all = await r.call(MemberRecommendFriends, {});
    expect(all.total).toBe(2);
    expect(all.list.map((x) => x.reward_state).sort()).toEqual(['paid', 'pending']);
    expect(all.list.every((x) => x.account.includes('*') && x.account !== f1.account)).toBe(true);
    const found = await r.call(MemberRecommendFriends, { account: f1.account.toUpperCase() });
    expect(found.list).toEqual([expect.objectContaining({ reward_state: 'paid', reward_amount: '18.00' })]);
    const none = await r.call(MemberRecommendFriends, { start_date: '2026-03-11', end_date: '2026-03-12' });
    expect(none.total).toBe(0);
    // Another member never sees these friends.
    const other = await recommender();
    expect((await other.call(MemberRecommendFriends, {})).total).toBe(0);
  });

  it('names the field of a bad filter, and answers is_friend 0 where the programme is closed', async () => {
    const r = await recommender();
    const bad = await r.send(MemberRecommendFriends, { start_date: '2026-03-12', end_date: '2026-03-11' });
    expect(bad.code).not.toBe(1000);
    expect(bad.message).toContain('end_date');
    await t.db.execute(
      sql`update recommend_settings set is_active = false where site_id = 1 and currency = 'RMB'`,
    );
    try {
      expect(await r.call(MemberRecommendProject, {})).toMatchObject({ is_friend: 0, rules: null });
    } finally {
      await t.db.execute(
        sql`update recommend_settings set is_active = true where site_id = 1 and currency = 'RMB'`,
      );
    }
  });
});

describe('staff settings', () => {
  it('names the field of a bad amount and audits a save', async () => {
    const bad = await call('PUT', '/recommend/settings/1/RMB', {
      enabled: true,
      trigger: 'first_deposit',
      threshold: '1.001',
      within_days: 7,
      reward_amount: '18',
      turnover_multiple: 0,
      auto_ceiling: '500',
      reason: 'x',
    });
    expect(bad.code).not.toBe(1000);
    expect(bad.message).toContain('threshold');
    const zero = await call('PUT', '/recommend/settings/1/RMB', {
      enabled: true,
      trigger: 'first_deposit',
      threshold: '1',
      within_days: 0,
      reward_amount: '18',
      turnover_multiple: 0,
      auto_ceiling: '500',
      reason: 'x',
    });
    expect(zero.message).toContain('within_days');
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from staff_audit where action = 'recommend_settings_saved'`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    const friends = await call('GET', `/recommend/friends?member_id=999999`);
    expect(friends.code).not.toBe(1000);
    expect(friends.message).toContain('member_id');
  });
});
