import {
  AdminAuditList,
  AdminIssuanceLimitSave,
  AdminLevelConfig,
  AdminLevelConfigSave,
  AdminMemberAdjustment,
  AdminMemberLevel,
  AdminMemberLevelSet,
  BankAccountStore,
  MemberLevel,
  MoneyCode,
  WithdrawRequest,
} from '@arks/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, type Input } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember, visitor, type Member } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';
import { checkLedgerInvariants } from '../../money/ledger/invariants';
import { ledgerTransfers } from '../../money/ledger/schema';
import { depositChannels, depositOrders } from '../../money/deposit/schema';
import { bets, betVersions } from '../bets/schema';
import { levelOfMembers } from './index';
import { levelBonuses, memberLevels } from './schema';
import { createLevelService, type TurnoverSink } from './service';

let t: TestApp;
let finance: Staff;
let support: Staff;
let admin: Staff;
let channelId: number;
let seq = 0;
const next = () => ++seq;

const hourAgo = () => new Date(Date.now() - 3_600_000);
const job = (name: string) => t.app.recurringJobs.find((j) => j.name === name)!.run();
const hourly = () => job('member-levels');
const afterBets = () => job('member-levels-bets');

/** Site 1's test ladder: 0 (base), 1, 2, 3 in RMB. */
const LADDER: Input<typeof AdminLevelConfigSave> = {
  site_id: 1,
  period_days: 30,
  demotion: false,
  reason: 'launch of the VIP programme',
  levels: [
    {
      level: 0,
      names: { zh_CN: '普通会员', en_US: 'Member' },
      bonus_turnover_multiple: 0,
      amounts: [
        {
          currency: 'RMB',
          deposit_threshold: '0',
          valid_bet_threshold: '0',
          bonus: '0',
          withdraw_daily_count: null,
          withdraw_daily_amount: null,
        },
      ],
    },
    {
      level: 1,
      names: { zh_CN: '青铜', en_US: 'Bronze' },
      bonus_turnover_multiple: 2,
      amounts: [
        {
          currency: 'RMB',
          deposit_threshold: '100',
          valid_bet_threshold: '500',
          bonus: '10',
          withdraw_daily_count: 1,
          withdraw_daily_amount: '300',
        },
      ],
    },
    {
      level: 2,
      names: { zh_CN: '白银', en_US: 'Silver' },
      bonus_turnover_multiple: 0,
      amounts: [
        {
          currency: 'RMB',
          deposit_threshold: '1000',
          valid_bet_threshold: '5000',
          bonus: '50',
          withdraw_daily_count: 5,
          withdraw_daily_amount: '100000',
        },
      ],
    },
    {
      level: 3,
      names: { zh_CN: '黄金', en_US: 'Gold' },
      bonus_turnover_multiple: 0,
      amounts: [
        {
          currency: 'RMB',
          deposit_threshold: '5000',
          valid_bet_threshold: '20000',
          bonus: '100',
          withdraw_daily_count: null,
          withdraw_daily_amount: null,
        },
      ],
    },
  ],
};

const saveLadder = (over: Partial<Input<typeof AdminLevelConfigSave>> = {}) =>
  finance.send(AdminLevelConfigSave, { ...LADDER, ...over });

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  finance = await staffMember(t, 'lv-finance', 'finance');
  support = await staffMember(t, 'lv-support', 'support');
  admin = await staffMember(t, 'lv-admin', 'admin');
  const [channel] = await t.db
    .select({ id: depositChannels.id })
    .from(depositChannels)
    .where(and(eq(depositChannels.siteId, 1), eq(depositChannels.currency, 'RMB')))
    .limit(1);
  channelId = channel!.id;
  expect((await saveLadder()).code).toBe(1000);
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

/** A credited deposit (in minor units) an hour ago, as the deposit module leaves it. */
async function deposit(memberId: number, minor: bigint, at = hourAgo()) {
  const n = next();
  await t.db.insert(depositOrders).values({
    orderNumber: `LVTEST${n}`,
    siteId: 1,
    memberId,
    currency: 'RMB',
    channelId,
    channelNames: { en_US: 'Bank' },
    amount: minor,
    idempotencyKey: `lv-dep-${n}`,
    status: 'success',
    createdAt: at,
    resolvedAt: at,
  });
}

/** A settled round with `minor` valid bet an hour ago, stored as the bet pull stores it. */
async function bet(memberId: number, minor: bigint) {
  const n = next();
  const at = hourAgo();
  const row = {
    provider: 'lvtest',
    roundId: `r${n}`,
    version: 1,
    siteId: 1,
    memberId,
    currency: 'RMB',
    gameCode: 'g1',
    hall: 1,
    stake: minor,
    payout: 0n,
    validBet: minor,
    status: 'settled' as const,
    placedAt: at,
    settledAt: at,
    providerUpdatedAt: at,
  };
  await t.db.insert(bets).values(row);
  await t.db.insert(betVersions).values(row);
}

async function member(prefix: string): Promise<Member> {
  return registeredMember(t, { member_account: `${prefix}${next()}` });
}
const levelOf = async (id: number) => (await levelOfMembers(t.db, 1, [id])).get(id);

describe('promotion', () => {
  it('promotes only when both deposits and valid bets reach a level’s thresholds', async () => {
    const depositsOnly = await member('lvdep');
    const betsOnly = await member('lvbet');
    const both = await member('lvboth');
    await deposit(depositsOnly.id, 150_00n);
    await bet(depositsOnly.id, 100_00n);
    await deposit(betsOnly.id, 50_00n);
    await bet(betsOnly.id, 600_00n);
    await deposit(both.id, 1200_00n);
    await bet(both.id, 600_00n);
    await afterBets();
    expect(await levelOf(depositsOnly.id)).toBe(0);
    expect(await levelOf(betsOnly.id)).toBe(0);
    // Level 2 asks 5000 of valid bets: the deposits alone do not lift the member past 1.
    expect(await levelOf(both.id)).toBe(1);

    // Bets arriving later are read from the feed's cursor: the member rises on the next minute's run.
    await bet(both.id, 4400_00n);
    await afterBets();
    expect(await levelOf(both.id)).toBe(2);
    const view = await finance.call(AdminMemberLevel, { id: both.id });
    expect(view).toMatchObject({
      level: 2,
      how: 'auto',
      deposits: '1200.00',
      valid_bets: '5000.00',
      earned_level: 2,
    });
    expect(view.history.map((h) => [h.from_level, h.to_level, h.how])).toEqual([
      [1, 2, 'auto'],
      [null, 1, 'auto'],
    ]);
  });

  it('answers the site’s base level for members without a row', async () => {
    const m = await member('lvbase');
    expect(await levelOfMembers(t.db, 1, [m.id, 999_999])).toEqual(
      new Map([
        [m.id, 0],
        [999_999, 0],
      ]),
    );
  });
});

describe('level-up bonus', () => {
  it('pays each newly reached level’s bonus once, under re-runs and parallel runs', async () => {
    const m = await member('lvbonus');
    await deposit(m.id, 1500_00n);
    await bet(m.id, 6000_00n);
    await Promise.all([hourly(), hourly(), afterBets(), hourly(), afterBets()]);
    await hourly();
    expect(await levelOf(m.id)).toBe(2);
    const transfers = await t.db
      .select({
        key: ledgerTransfers.idempotencyKey,
        amount: ledgerTransfers.amount,
        kind: ledgerTransfers.kind,
      })
      .from(ledgerTransfers)
      .where(sql`${ledgerTransfers.idempotencyKey} like ${`level_bonus:${m.id}:%`}`)
      .orderBy(ledgerTransfers.idempotencyKey);
    expect(transfers).toEqual([
      { key: `level_bonus:${m.id}:1`, amount: 10_00n, kind: 'promotion' },
      { key: `level_bonus:${m.id}:2`, amount: 50_00n, kind: 'promotion' },
    ]);
    expect((await t.app.ledger.mainBalance(m.id, 'RMB')).available).toBe(60_00n);
    expect((await finance.call(AdminMemberLevel, { id: m.id })).bonuses).toMatchObject([
      { level: 1, amount: '10.00', status: 'paid' },
      { level: 2, amount: '50.00', status: 'paid' },
    ]);
  });

  it('keeps a bonus waiting past the day’s issuance bound and pays it once a run has room', async () => {
    const bound = (amount: string) =>
      admin.call(AdminIssuanceLimitSave, {
        scope: 'level_bonus_site_day',
        currency: 'RMB',
        amount,
        reason: 'level bonus budget',
      });
    await bound('0');
    const m = await member('lvwait');
    await deposit(m.id, 150_00n);
    await bet(m.id, 600_00n);
    await hourly();
    // The level is reached at once; only its money waits.
    expect(await levelOf(m.id)).toBe(1);
    expect((await finance.call(AdminMemberLevel, { id: m.id })).bonuses).toMatchObject([
      { level: 1, status: 'waiting', paid_at: null },
    ]);
    expect((await t.app.ledger.mainBalance(m.id, 'RMB')).available).toBe(0n);
    await bound('100000');
    await hourly();
    expect((await finance.call(AdminMemberLevel, { id: m.id })).bonuses).toMatchObject([
      { level: 1, status: 'paid' },
    ]);
    expect((await t.app.ledger.mainBalance(m.id, 'RMB')).available).toBe(10_00n);
  });

  it('adds the bonus’s turnover requirement in the payment’s transaction and announces the balance', async () => {
    const added: Parameters<TurnoverSink['addRequirement']>[0][] = [];
    const published: unknown[] = [];
    const levels = createLevelService({
      db: t.db,
      clock: { now: () => new Date() },
      ledger: t.app.ledger,
      events: { publish: (name: string, payload: unknown) => published.push([name, payload]) } as never,
      turnover: {
        addRequirement: async (input, tx) => {
          expect(tx).toBeDefined();
          added.push(input);
        },
      },
    });
    const m = await member('lvturn');
    await deposit(m.id, 150_00n);
    await bet(m.id, 600_00n);
    await Promise.all([levels.evaluate(1, [m.id]), levels.evaluate(1, [m.id])]);
    expect(added).toEqual([
      {
        siteId: 1,
        memberId: m.id,
        currency: 'RMB',
        source: 'level_bonus',
        sourceRef: `level_bonus:${m.id}:1`,
        amount: 10_00n,
        multiple: 2,
      },
    ]);
    // The wallet module turns it into the member's realtime member.cash.
    expect(published).toEqual([['member.balance_changed', { memberId: m.id, siteId: 1, currency: 'RMB' }]]);
  });
});

describe('demotion', () => {
  it('moves a member down only when the site turns demotion on', async () => {
    const m = await member('lvdemote');
    await deposit(m.id, 150_00n);
    await bet(m.id, 600_00n);
    await hourly();
    expect(await levelOf(m.id)).toBe(1);
    // The deposit falls out of the rolling period.
    await t.db
      .update(depositOrders)
      .set({ resolvedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(depositOrders.memberId, m.id));
    await hourly();
    expect(await levelOf(m.id)).toBe(1);
    expect((await saveLadder({ demotion: true, reason: 'monthly review' })).code).toBe(1000);
    try {
      await hourly();
      expect(await levelOf(m.id)).toBe(0);
      // Back up again later: the level-1 bonus is not paid a second time.
      await deposit(m.id, 150_00n);
      await hourly();
      expect(await levelOf(m.id)).toBe(1);
      const paid = await t.db.select().from(levelBonuses).where(eq(levelBonuses.memberId, m.id));
      expect(paid).toHaveLength(1);
      expect((await t.app.ledger.mainBalance(m.id, 'RMB')).available).toBe(10_00n);
    } finally {
      await saveLadder();
    }
  });
});

describe('levels set by hand', () => {
  it('records staff’s level with the reason in the audit and the history, and holds it a period', async () => {
    const m = await member('lvmanual');
    const set = await finance.call(AdminMemberLevelSet, { id: m.id, level: 3, reason: 'key account' });
    expect(set).toMatchObject({
      level: 3,
      how: 'manual',
      pinned: false,
      reason: 'key account',
      earned_level: 0,
    });
    expect(set.history[0]).toMatchObject({
      from_level: null,
      to_level: 3,
      how: 'manual',
      reason: 'key account',
    });
    const audit = (await admin.call(AdminAuditList, { action: 'member_level_set', target: `member:${m.id}` }))
      .list[0];
    expect(audit).toMatchObject({ detail: { reason: 'key account', before: 0, after: 3, pinned: false } });

    expect((await saveLadder({ demotion: true, reason: 'monthly review' })).code).toBe(1000);
    try {
      await hourly();
      expect(await levelOf(m.id)).toBe(3);
      // A whole period after staff set it, the figures decide again.
      await t.db
        .update(memberLevels)
        .set({ since: new Date(Date.now() - 31 * 86_400_000) })
        .where(eq(memberLevels.memberId, m.id));
      await hourly();
      expect(await levelOf(m.id)).toBe(0);
    } finally {
      await saveLadder();
    }
  });

  it('leaves a pinned level alone, and lets the job promote past an unpinned one', async () => {
    const pinned = await member('lvpin');
    const loose = await member('lvloose');
    for (const m of [pinned, loose]) {
      await finance.call(AdminMemberLevelSet, { id: m.id, level: 1, pinned: m === pinned, reason: 'trial' });
      await deposit(m.id, 1500_00n);
      await bet(m.id, 6000_00n);
    }
    await hourly();
    expect(await levelOf(pinned.id)).toBe(1);
    expect(await levelOf(loose.id)).toBe(2);
    // Set by hand, level 1's bonus is not paid; reached by the job, level 2's is.
    expect((await t.app.ledger.mainBalance(loose.id, 'RMB')).available).toBe(50_00n);
  });

  it('refuses a level the site does not have, an unknown member and a support role', async () => {
    const m = await member('lvbad');
    const missing = await finance.send(AdminMemberLevelSet, { id: m.id, level: 7, reason: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(fieldErrors(missing).map((e) => e.field)).toEqual(['level']);
    const nobody = await finance.send(AdminMemberLevelSet, { id: 99_999_999, level: 1, reason: 'x' });
    expect(nobody.statusCode).toBe(404);
    expect((await support.send(AdminMemberLevelSet, { id: m.id, level: 1, reason: 'x' })).statusCode).toBe(
      403,
    );
    const noReason = await finance.send(AdminMemberLevelSet, { id: m.id, level: 1, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(await levelOf(m.id)).toBe(0);
  });
});

describe('withdrawal limits by level', () => {
  async function withdrawer(level: number) {
    const m = await registeredMember(t, { member_account: `lvwd${next()}`, member_name: '钱七' });
    const bound = await m.call(BankAccountStore, {
      bank_name: 'ICBC',
      account_name: '钱七',
      account_number: `62220000${1000 + next()}`,
      withdraw_password: '1234',
    });
    await finance.call(AdminMemberAdjustment, {
      id: m.id,
      amount: '5000',
      reason: 'funding',
      idempotency_key: `lv-fund-${next()}`,
    });
    await finance.call(AdminMemberLevelSet, { id: m.id, level, reason: 'limit test' });
    return (amount: string) =>
      m.send(WithdrawRequest, {
        amount,
        bank_account_id: bound.bank_account.id,
        withdraw_password: '1234',
        idempotency_key: `lv-wd-${next()}`,
      });
  }

  it('applies the daily count and amount of the member’s level in place of the site’s', async () => {
    const bronze = await withdrawer(1);
    expect((await bronze('400')).code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    expect((await bronze('200')).code).toBe(1000);
    expect((await bronze('100')).code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);

    const silver = await withdrawer(2);
    expect((await silver('400')).code).toBe(1000);
    expect((await silver('400')).code).toBe(1000);

    // The base level sets no caps: the site's (none by default) apply.
    const base = await withdrawer(0);
    for (let i = 0; i < 3; i++) expect((await base('100')).code).toBe(1000);
  });

  it('holds the level’s daily count under parallel requests', async () => {
    const bronze = await withdrawer(1);
    const answers = await Promise.all([bronze('100'), bronze('100'), bronze('100')]);
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(1);
  });
});

describe('the member’s level call', () => {
  it('shows the level, the next one and the figures toward it in the member’s language', async () => {
    const m = await member('lvcard');
    await deposit(m.id, 150_00n);
    await bet(m.id, 700_00n);
    await hourly();
    const zh = await m.call(MemberLevel);
    expect(zh).toEqual({
      currency: 'RMB',
      period_days: 30,
      deposits: '150.00',
      valid_bets: '700.00',
      current: {
        level: 1,
        name: '青铜',
        deposit_threshold: '100.00',
        valid_bet_threshold: '500.00',
        bonus: '10.00',
        withdraw_daily_count: 1,
        withdraw_daily_amount: '300.00',
      },
      next: {
        level: 2,
        name: '白银',
        deposit_threshold: '1000.00',
        valid_bet_threshold: '5000.00',
        bonus: '50.00',
        withdraw_daily_count: 5,
        withdraw_daily_amount: '100000.00',
      },
    });
    const en = await m.send(MemberLevel, {}, { headers: { lang: 'en_US' } });
    expect((en.data as typeof zh).current.name).toBe('Bronze');
  });

  it('answers 401 without a session', async () => {
    expect((await visitor(t).send(MemberLevel, {})).statusCode).toBe(401);
  });
});

describe('level configuration', () => {
  it('shows the saved ladder and audits each save with before and after', async () => {
    const config = await support.call(AdminLevelConfig, { site_id: 1 });
    expect(config).toMatchObject({ site_id: 1, period_days: 30, demotion: false, configured: true });
    expect(config.levels.map((l) => l.level)).toEqual([0, 1, 2, 3]);
    expect(config.levels[1]!.amounts[0]).toEqual({
      currency: 'RMB',
      deposit_threshold: '100.00',
      valid_bet_threshold: '500.00',
      bonus: '10.00',
      withdraw_daily_count: 1,
      withdraw_daily_amount: '300.00',
    });
    const audit = (await admin.call(AdminAuditList, { action: 'levels_saved', target: 'site:1' })).list[0];
    expect(audit).toMatchObject({ detail: { reason: expect.any(String), after: { period_days: 30 } } });
  });

  it('refuses a ladder that is out of order, off the site or inconsistent, naming the field', async () => {
    type Level = Input<typeof AdminLevelConfigSave>['levels'][number];
    const [base, one, two] = LADDER.levels as [Level, Level, Level];
    const cases: [Partial<Input<typeof AdminLevelConfigSave>>, string][] = [
      [{ levels: [{ ...base, level: 2 }] }, 'levels.0.level'],
      [{ levels: [base, { ...two }] }, 'levels.1.level'],
      [{ levels: [one, base] }, 'levels'],
      [{ levels: [base, { ...one, names: { en_US: 'Bronze' } }] }, 'levels.1.names.zh_CN'],
      [
        { levels: [base, { ...one, amounts: [{ ...one.amounts[0]!, currency: 'VND' }] }] },
        'levels.1.amounts.0.currency',
      ],
      [
        { levels: [base, one, { ...two, amounts: [{ ...two.amounts[0]!, deposit_threshold: '50' }] }] },
        'levels.2.amounts.0.deposit_threshold',
      ],
      [
        { levels: [base, { ...one, amounts: [{ ...one.amounts[0]!, bonus: '1.005' }] }] },
        'levels.1.amounts.0.bonus',
      ],
      [{ period_days: 0 }, 'period_days'],
      [{ levels: [] }, 'levels'],
    ];
    for (const [over, field] of cases) {
      const answer = await saveLadder(over);
      expect([answer.statusCode, field]).toEqual([400, field]);
      expect(fieldErrors(answer).map((e) => e.field)).toContain(field);
    }
    const unknownSite = await saveLadder({ site_id: 9999 });
    expect(unknownSite.statusCode).toBe(404);
    expect((await support.send(AdminLevelConfigSave, LADDER)).statusCode).toBe(403);
    expect((await finance.call(AdminLevelConfig, { site_id: 1 })).levels).toHaveLength(4);
  });
});
