import {
  AdminAdjustmentProposalApprove,
  AdminDepositApprove,
  AdminRedEnvelopeCreate,
  AdminSignInCampaignCreate,
  AdminDepositChannelUpdate,
  AdminDepositList,
  AdminMemberAdjustment,
  AdminMemberTurnover,
  AdminTurnoverClearPointSave,
  AdminTurnoverContributionSave,
  AdminTurnoverSettings,
  AdminTurnoverWaive,
  AdminDepositChannelCreate,
  DepositRequest,
  LANG_CODES,
  MemberTurnover,
  MoneyCode,
  RedEnvelopeClaim,
  SignInClaim,
  WithdrawRequest,
} from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { verifiedBankAccount } from '../../../test/bank-account';
import { registeredMember, type Member } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';
import { checkLedgerInvariants } from '../../money/ledger/invariants';
import { createTurnoverService } from './index';

let t: TestApp;
let finance: Staff;
let channelId: number;
let seq = 0;
const key = () => `turnover-key-${++seq}`;
/** Halls of site 1 whose contribution the tests set; the other hall keeps the default 100%. */
const HALF_HALL = 901;
const FULL_HALL = 902;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  finance = await staffMember(t, 'turnover-finance', 'finance');
  // A channel of its own, asking turnover of 1x what it credits.
  const made = await finance.call(AdminDepositChannelCreate, {
    site_id: 1,
    currency: 'RMB',
    type: 'bank',
    names: Object.fromEntries(LANG_CODES.map((l) => [l, 'Turnover test'])),
    min_amount: '10',
    max_amount: '10000',
    bank_name: 'ICBC',
    account_name: '测试',
    account_number: '6222000011112222',
    turnover_multiple: 1,
  });
  channelId = made.id;
  expect(made.turnover_multiple).toBe(1);
  await finance.call(AdminTurnoverContributionSave, { site_id: 1, hall: HALF_HALL, percent: 50 });
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

let bankSeq = 0;
async function member(account: string, lang = 'en_US') {
  const m = await registeredMember(
    t,
    { member_account: account, member_name: '钱七' },
    { headers: { lang } },
  );
  const bound = await verifiedBankAccount(m, finance, {
    bank_name: 'ICBC',
    account_name: '钱七',
    account_number: `62228888${String(++bankSeq).padStart(4, '0')}`,
    withdraw_password: '1234',
  });
  return Object.assign(m, { bankId: bound.id });
}
type BankedMember = Awaited<ReturnType<typeof member>>;

async function deposit(m: Member, amount: string) {
  const order = await m.call(DepositRequest, { channel_id: channelId, amount, idempotency_key: key() });
  const pending = await finance.call(AdminDepositList, { status: 'pending', member_id: m.id });
  const id = pending.list.find((o) => o.order_number === order.order_number)!.id;
  await finance.call(AdminDepositApprove, { id });
  return order.order_number;
}

const turnover = (m: Member) => m.call(MemberTurnover, {});

/** Requirements are added after the credit commits (the domain event): wait until the view shows it. */
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not reached');
}

let round = 0;
/** A bet version as the bet pull stores it. */
async function bet(
  m: Member,
  o: { hall: number; validBet: bigint; version?: number; roundId?: string; status?: string },
) {
  const roundId = o.roundId ?? `r-${++round}`;
  await t.db.execute(sql`
    insert into bet_versions (provider, round_id, version, site_id, member_id, currency, game_code, hall,
                              stake, payout, valid_bet, status, placed_at, settled_at, provider_updated_at)
    values ('test', ${roundId}, ${o.version ?? 1}, 1, ${m.id}, 'RMB', 'g1', ${o.hall},
            ${o.validBet}, 0, ${o.validBet}, ${o.status ?? 'settled'}, now(), now(), now())`);
  return roundId;
}
const applyBets = () => t.app.recurringJobs.find((j) => j.name === 'turnover-bets')!.run();
const sweep = () =>
  t.app.recurringJobs.find((j) => j.name === 'turnover-credit-sweep')!.run() as Promise<number>;

/**
 * As if the process stopped between a credit's commit and its listener: while `work` runs,
 * `promotion.credited` reaches no listener; every other event still does.
 */
async function losingPromotionEvents<T>(work: () => Promise<T>): Promise<T> {
  const bus = t.app.events;
  const publish = bus.publish;
  bus.publish = ((name, payload) => {
    if (name !== 'promotion.credited') publish(name, payload);
  }) as typeof bus.publish;
  try {
    return await work();
  } finally {
    bus.publish = publish;
  }
}

const withdraw = (m: BankedMember, amount: string) =>
  m.send(WithdrawRequest, {
    amount,
    bank_account_id: m.bankId,
    withdraw_password: '1234',
    idempotency_key: key(),
  });

describe('turnover requirements', () => {
  it('a deposit through a channel asking 1x adds a requirement of its amount, once', async () => {
    const m = await member('tv-deposit1');
    const order = await deposit(m, '250.50');
    const view = await until(
      () => turnover(m),
      (v) => v.open.length === 1,
    );
    expect(view.total_remaining).toBe('250.50');
    expect(view.open[0]).toMatchObject({
      source: 'deposit',
      multiple: 1,
      required: '250.50',
      remaining: '250.50',
    });
    // The same credit heard again (a replayed event) adds nothing.
    t.app.events.publish('deposit.succeeded', {
      memberId: m.id,
      siteId: 1,
      currency: 'RMB',
      orderNumber: order,
      amount: '250.50',
      depositTimes: 1,
      amountMinor: 250_50n,
      turnoverMultiple: 1,
    });
    await new Promise((r) => setTimeout(r, 100));
    expect((await turnover(m)).open).toHaveLength(1);
  });

  it('the deposit sweep adds a requirement whose event was lost, and only once', async () => {
    const m = await member('tv-sweep1');
    await deposit(m, '120.00');
    await until(
      () => turnover(m),
      (v) => v.open.length === 1,
    );
    // As if the process had stopped between the deposit's commit and the event's listener.
    await t.db.execute(sql`delete from turnover_changes where member_id = ${m.id}`);
    await t.db.execute(sql`delete from turnover_requirements where member_id = ${m.id}`);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    expect((await turnover(m)).open).toEqual([
      expect.objectContaining({ source: 'deposit', required: '120.00', remaining: '120.00' }),
    ]);
  });

  it('valid bets reduce it by the hall contribution, and a re-run of the bet job changes nothing', async () => {
    const m = await member('tv-bets1');
    await deposit(m, '250.50');
    await until(
      () => turnover(m),
      (v) => v.open.length === 1,
    );
    await bet(m, { hall: HALF_HALL, validBet: 100_00n }); // counts 50.00
    await bet(m, { hall: FULL_HALL, validBet: 30_00n }); // counts 30.00
    await bet(m, { hall: FULL_HALL, validBet: 99_00n, status: 'open' }); // counts nothing yet
    await applyBets();
    expect((await turnover(m)).total_remaining).toBe('170.50');
    await applyBets();
    await Promise.all([applyBets(), applyBets()]);
    const view = await turnover(m);
    expect(view.total_remaining).toBe('170.50');
    expect(view.history.list.map((h) => h.reason)).toEqual(['bet', 'bet', 'created']);
  });

  it('a resettlement lowering a valid bet gives back to open requirements but never reopens a met one', async () => {
    const m = await member('tv-resettle1');
    await staffBonus(m, '10.00', 2); // requires 20.00
    await until(
      () => turnover(m),
      (v) => v.open.length === 1,
    );
    const r1 = await bet(m, { hall: FULL_HALL, validBet: 8_00n });
    await applyBets();
    expect((await turnover(m)).total_remaining).toBe('12.00');
    // Resettled from 8.00 to 5.00 of valid bet: 3.00 back onto the open requirement.
    await bet(m, { hall: FULL_HALL, validBet: 5_00n, version: 2, roundId: r1, status: 'resettled' });
    await applyBets();
    expect((await turnover(m)).total_remaining).toBe('15.00');
    // Met, then lowered again: it stays met.
    const r2 = await bet(m, { hall: FULL_HALL, validBet: 40_00n });
    await applyBets();
    expect((await turnover(m)).open).toHaveLength(0);
    await bet(m, { hall: FULL_HALL, validBet: 1_00n, version: 2, roundId: r2, status: 'resettled' });
    await applyBets();
    const view = await turnover(m);
    expect(view.open).toHaveLength(0);
    expect(view.history.list[0]).toMatchObject({
      reason: 'met',
      remaining_after: '0.00',
      status_after: 'met',
    });
  });

  it('refuses a withdrawal while a requirement is unmet, saying what remains in the member’s language', async () => {
    const m = await member('tv-refuse1', 'zh_CN');
    await deposit(m, '300.00');
    await until(
      () => turnover(m),
      (v) => v.open.length === 1,
    );
    await bet(m, { hall: FULL_HALL, validBet: 120_00n });
    await applyBets();
    const refused = await withdraw(m, '100');
    expect(refused.code).toBe(MoneyCode.TURNOVER_UNMET);
    expect(refused.message).toBe('您的打码量尚未完成，还需 ¥180.00 有效投注才能取款');
    expect(refused.data).toEqual({ remaining: '180.00', currency: 'RMB' });
  });

  it('allows the withdrawal after staff waive the requirement with a reason, audited', async () => {
    const m = await member('tv-waive1');
    await deposit(m, '300.00');
    const view = await until(
      () => turnover(m),
      (v) => v.open.length === 1,
    );
    expect((await withdraw(m, '100')).code).toBe(MoneyCode.TURNOVER_UNMET);
    const waived = await finance.call(AdminTurnoverWaive, {
      id: Number(view.open[0]!.id),
      reason: 'VIP goodwill',
    });
    expect(waived).toMatchObject({ status: 'waived', remaining: '0.00' });
    // Waived once: a second waiver is refused.
    expect(
      (await finance.send(AdminTurnoverWaive, { id: Number(view.open[0]!.id), reason: 'again' })).code,
    ).toBe(400);
    const { rows } = await t.db.execute<{ action: string; detail: { reason: string } }>(
      sql`select action, detail from staff_audit where action = 'turnover.waive' and target = ${`member:${m.id}`}`,
    );
    expect(rows).toEqual([
      { action: 'turnover.waive', detail: expect.objectContaining({ reason: 'VIP goodwill' }) },
    ]);
    const admin = await finance.call(AdminMemberTurnover, { id: m.id });
    expect(admin.history.list[0]).toMatchObject({
      reason: 'waived',
      note: 'VIP goodwill',
      remaining_before: '300.00',
    });
    expect((await withdraw(m, '100')).code).toBe(1000);
  });

  it('allows the withdrawal once valid bets have met the requirement', async () => {
    const m = await member('tv-met1');
    await deposit(m, '200.00');
    await until(
      () => turnover(m),
      (v) => v.open.length === 1,
    );
    await bet(m, { hall: HALF_HALL, validBet: 400_00n });
    await applyBets();
    expect((await turnover(m)).total_remaining).toBe('0.00');
    expect((await withdraw(m, '100')).code).toBe(1000);
  });

  it('clears every open requirement when the balance falls below the clear point (bets applied and withdrawal asked)', async () => {
    const m = await member('tv-clear1');
    await deposit(m, '300.00');
    await until(
      () => turnover(m),
      (v) => v.open.length === 1,
    );
    // Below 500.00 the requirements clear: checked when the member asks to withdraw.
    await finance.call(AdminTurnoverClearPointSave, { site_id: 1, currency: 'RMB', amount: '500' });
    try {
      expect((await withdraw(m, '100')).code).toBe(1000);
      const admin = await finance.call(AdminMemberTurnover, { id: m.id });
      expect(admin.requirements[0]).toMatchObject({ status: 'cleared', remaining: '0.00' });
      expect(admin.history.list[0]).toMatchObject({ reason: 'cleared', note: 'balance_below_clear_point' });

      // And when bets are applied.
      const n = await member('tv-clear2');
      await deposit(n, '300.00');
      await until(
        () => turnover(n),
        (v) => v.open.length === 1,
      );
      await bet(n, { hall: FULL_HALL, validBet: 1_00n });
      await applyBets();
      expect((await turnover(n)).open).toHaveLength(0);
    } finally {
      await finance.call(AdminTurnoverClearPointSave, { site_id: 1, currency: 'RMB', amount: '0' });
    }
    expect((await finance.call(AdminTurnoverSettings, { site_id: 1 })).clear_points).toEqual([]);
  });

  it('a red envelope, a sign-in reward and a bonus adjustment add requirements by their own multiple', async () => {
    // The demo seed runs campaigns for every currency; this test makes its own.
    await t.db.execute(sql`delete from red_envelope_promotions`);
    await t.db.execute(sql`delete from sign_in_campaigns`);
    const m = await member('tv-promo1');
    const envelope = await finance.call(AdminRedEnvelopeCreate, {
      site_id: 1,
      currency: 'RMB',
      titles: { zh_CN: '红包' },
      start_at: new Date(Date.now() - 60_000).toISOString(),
      end_at: new Date(Date.now() + 3_600_000).toISOString(),
      min_amount: '2.00',
      max_amount: '2.00',
      budget: '100.00',
      turnover_multiple: 3,
    });
    await m.call(RedEnvelopeClaim, { id: envelope.id });
    const dayAfter = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const calendar = await finance.call(AdminSignInCampaignCreate, {
      site_id: 1,
      currency: 'RMB',
      titles: { zh_CN: '签到' },
      // A day either side: the site's day may not be UTC's.
      start_date: dayAfter(-1),
      end_date: dayAfter(1),
      rewards: ['4'],
      budget: '100',
      turnover_multiple: 1.5,
    });
    await m.call(SignInClaim, { campaign_id: calendar.id });
    // Above the approval line: a proposal another finance staff member approves; the bonus asks 2x.
    const big = await finance.call(AdminMemberAdjustment, {
      id: m.id,
      amount: '60000',
      reason: 'VIP bonus',
      idempotency_key: key(),
      turnover_multiple: 2,
    });
    expect(big.status).toBe('proposed');
    const checker = await staffMember(t, 'turnover-checker', 'finance');
    await checker.call(AdminAdjustmentProposalApprove, { id: big.proposal_id! });
    const view = await until(
      () => turnover(m),
      (v) => v.open.length === 3,
    );
    expect(view.open.map((r) => [r.source, r.base_amount, r.multiple, r.required]).sort()).toEqual([
      ['manual_bonus', '60000.00', 2, '120000.00'],
      ['red_envelope', '2.00', 3, '6.00'],
      ['sign_in', '4.00', 1.5, '6.00'],
    ]);
    // The sweep reads the same credits from their transfers under the same refs: nothing new.
    await sweep();
    expect((await turnover(m)).open).toHaveLength(3);
  });

  describe('promotion credits whose promotion.credited event is lost', () => {
    let envelopeId: number;
    let campaignId: number;
    beforeAll(async () => {
      // Campaigns of their own: the earlier test's sign-in campaign would overlap a new one.
      await t.db.execute(sql`update sign_in_campaigns set stopped_at = now() where stopped_at is null`);
      envelopeId = (
        await finance.call(AdminRedEnvelopeCreate, {
          site_id: 1,
          currency: 'RMB',
          titles: { zh_CN: '红包' },
          start_at: new Date(Date.now() - 60_000).toISOString(),
          end_at: new Date(Date.now() + 3_600_000).toISOString(),
          min_amount: '5.00',
          max_amount: '5.00',
          budget: '1000.00',
          turnover_multiple: 2,
        })
      ).id;
      const dayAfter = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
      campaignId = (
        await finance.call(AdminSignInCampaignCreate, {
          site_id: 1,
          currency: 'RMB',
          titles: { zh_CN: '签到' },
          start_date: dayAfter(-1),
          end_date: dayAfter(1),
          rewards: ['8'],
          budget: '1000',
          turnover_multiple: 1.5,
        })
      ).id;
    });

    it('a red-envelope claim, a sign-in reward and bonus adjustments still get their requirement from the sweep, once', async () => {
      const m = await member('tv-lost1');
      await losingPromotionEvents(async () => {
        await m.call(RedEnvelopeClaim, { id: envelopeId });
        await m.call(SignInClaim, { campaign_id: campaignId });
        await staffBonus(m, '30.00', 1); // within the approval line: posted at once
        const big = await finance.call(AdminMemberAdjustment, {
          id: m.id,
          amount: '60000',
          reason: 'VIP bonus',
          idempotency_key: key(),
          turnover_multiple: 0.5,
        });
        const checker = await staffMember(t, 'turnover-lost-checker', 'finance');
        await checker.call(AdminAdjustmentProposalApprove, { id: big.proposal_id! });
      });
      await new Promise((r) => setTimeout(r, 100));
      expect((await turnover(m)).open).toEqual([]);
      expect(await sweep()).toBe(4);
      expect(await sweep()).toBe(0);
      const view = await turnover(m);
      expect(view.open.map((r) => [r.source, r.base_amount, r.multiple, r.required]).sort()).toEqual([
        ['manual_bonus', '30.00', 1, '30.00'],
        ['manual_bonus', '60000.00', 0.5, '30000.00'],
        ['red_envelope', '5.00', 2, '10.00'],
        ['sign_in', '8.00', 1.5, '12.00'],
      ]);
      expect(view.history.total).toBe(4);
    });

    it('a bonus without a multiple leaves nothing for the sweep to add', async () => {
      const m = await member('tv-lostz1');
      await losingPromotionEvents(() => staffBonus(m, '30.00', 0));
      expect(await sweep()).toBe(0);
      expect((await turnover(m)).open).toEqual([]);
    });

    it('refuses with 613 a withdrawal asked right after a bonus whose event was lost', async () => {
      const m = await member('tv-lostw1');
      await losingPromotionEvents(() => staffBonus(m, '200.00', 1));
      // No sweep has run and no listener heard the credit: the withdrawal's own catch-up finds it.
      const refused = await withdraw(m, '100');
      expect(refused.code).toBe(MoneyCode.TURNOVER_UNMET);
      expect(refused.data).toEqual({ remaining: '200.00', currency: 'RMB' });
      expect((await turnover(m)).open).toEqual([
        expect.objectContaining({ source: 'manual_bonus', required: '200.00' }),
      ]);
    });

    it('refuses with 613 a withdrawal asked right after a red-envelope claim and a sign-in reward whose events were lost', async () => {
      const m = await member('tv-lostw2');
      await losingPromotionEvents(async () => {
        await m.call(RedEnvelopeClaim, { id: envelopeId });
        await m.call(SignInClaim, { campaign_id: campaignId });
      });
      const refused = await withdraw(m, '100');
      expect(refused.code).toBe(MoneyCode.TURNOVER_UNMET);
      expect(refused.data).toEqual({ remaining: '22.00', currency: 'RMB' });
    });

    it('the sweep run twice, in parallel with the event and a withdrawal check, adds one requirement', async () => {
      const m = await member('tv-lostr1');
      const idempotencyKey = key();
      await losingPromotionEvents(() =>
        finance.call(AdminMemberAdjustment, {
          id: m.id,
          amount: '40.00',
          reason: 'welcome bonus',
          idempotency_key: idempotencyKey,
          turnover_multiple: 3,
        }),
      );
      const svc = createTurnoverService({ db: t.db, clock: { now: () => new Date() }, ledger: t.app.ledger });
      await Promise.all([
        sweep(),
        sweep(),
        svc.remainingForWithdrawal(m.id, 1, 'RMB'),
        // The lost event arriving late after all, with the ref the adjustment's transfer carries.
        (async () =>
          t.app.events.publish('promotion.credited', {
            memberId: m.id,
            siteId: 1,
            currency: 'RMB',
            source: 'manual_bonus',
            ref: `adjust:${m.id}:${idempotencyKey}`,
            amountMinor: 40_00n,
            turnoverMultiple: 3,
          }))(),
      ]);
      await new Promise((r) => setTimeout(r, 100));
      const view = await turnover(m);
      expect(view.open).toEqual([expect.objectContaining({ source: 'manual_bonus', required: '120.00' })]);
      expect(view.history.total).toBe(1);
    });
  });

  it('adds one requirement for one source under 20 parallel calls', async () => {
    const m = await member('tv-parallel1');
    const svc = createTurnoverService({ db: t.db, clock: { now: () => new Date() }, ledger: t.app.ledger });
    const input = {
      siteId: 1,
      memberId: m.id,
      currency: 'RMB',
      source: 'rebate' as const,
      sourceRef: `rebate:${m.id}:2026-11-01:1`,
      amount: 10_01n,
      multiple: 1.5,
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => svc.addRequirement(input)));
    expect(results.filter((r) => r!.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r!.id.toString())).size).toBe(1);
    const view = await turnover(m);
    // 10.01 × 1.5 = 15.015, rounded up to 15.02.
    expect(view.open).toEqual([
      expect.objectContaining({ source: 'rebate', required: '15.02', multiple: 1.5 }),
    ]);
    expect(view.history.total).toBe(1);
    expect(await svc.addRequirement({ ...input, sourceRef: 'none', multiple: 0 })).toBeNull();
  });

  it('answers bad input with a 400 naming the field', async () => {
    const m = await member('tv-bad1');
    const cases = [
      [await finance.send(AdminTurnoverContributionSave, { site_id: 1, hall: 1, percent: 101 }), 'percent'],
      [
        await finance.send(AdminTurnoverClearPointSave, { site_id: 1, currency: 'XXX', amount: '5' }),
        'currency',
      ],
      [
        await finance.send(AdminTurnoverClearPointSave, { site_id: 1, currency: 'RMB', amount: '5.001' }),
        'amount',
      ],
      [
        await finance.send(AdminTurnoverClearPointSave, { site_id: 1, currency: 'RMB', amount: '-5' }),
        'amount',
      ],
      [await finance.send(AdminTurnoverWaive, { id: 1, reason: ' ' }), 'reason'],
      [await finance.send(AdminTurnoverWaive, { id: 'x' as unknown as number, reason: 'r' }), 'id'],
      [
        await finance.send(AdminDepositChannelUpdate, {
          id: channelId,
          turnover_multiple: 1.234,
          reason: 'r',
        }),
        'turnover_multiple',
      ],
      [
        await finance.send(AdminMemberAdjustment, {
          id: m.id,
          amount: '-5',
          reason: 'r',
          idempotency_key: key(),
          turnover_multiple: 1,
        }),
        'turnover_multiple',
      ],
      [await m.send(MemberTurnover, { page: 0 }), 'page'],
    ] as const;
    for (const [answer, field] of cases) {
      expect(answer.code, field).toBe(400);
      expect(answer.message, field).toContain(field);
    }
    expect((await finance.send(AdminTurnoverWaive, { id: 999999, reason: 'r' })).code).toBe(404);
  });
});

async function staffBonus(m: Member, amount: string, multiple: number) {
  await finance.call(AdminMemberAdjustment, {
    id: m.id,
    amount,
    reason: 'welcome bonus',
    idempotency_key: key(),
    turnover_multiple: multiple,
  });
}
