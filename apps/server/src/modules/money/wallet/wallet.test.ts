import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberLayout, MemberTransactions, MyCash } from '@arks/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { fieldErrors, offContract } from '../../../test/api-client';
import { registeredMember, visitor } from '../../../test/member-client';
import { checkLedgerInvariants } from '../ledger/invariants';
import { dayRangeInZone } from './repository';

let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

const member = () => registeredMember(t, { member_account: `wallet${String(++seq).padStart(3, '0')}` });

const money = (req: {
  debit: { member: number; provider?: string } | { system: 'deposits_clearing' | 'adjustments' };
  credit: { member: number; provider?: string } | { system: 'withdrawals_clearing' | 'adjustments' };
  amount: bigint;
  kind: 'deposit' | 'withdrawal' | 'adjustment' | 'provider_in';
  key: string;
  pending?: boolean;
}) =>
  t.app.ledger.transfer({
    siteId: 1,
    currency: 'RMB',
    debit: req.debit,
    credit: req.credit,
    amount: req.amount,
    kind: req.kind,
    idempotencyKey: `wallet-test:${req.key}`,
    reference: req.key,
    pending: req.pending,
  });

/** Today's date in the site's zone (site 1 is Asia/Shanghai), as the member site computes it. */
function dayIn(zone: string, offsetDays = 0): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}
const today = dayIn('Asia/Shanghai');
const yesterday = dayIn('Asia/Shanghai', -1);

describe('member layout', () => {
  it('shows the available main balance after a ledger credit, net of pending withdrawals', async () => {
    const m = await member();
    expect((await m.call(MemberLayout)).member_common_layout.member_cash).toBe('0.00');
    await money({
      debit: { system: 'deposits_clearing' },
      credit: { member: m.id },
      amount: 12_345n,
      kind: 'deposit',
      key: `dep-${m.id}`,
    });
    await money({
      debit: { member: m.id },
      credit: { system: 'withdrawals_clearing' },
      amount: 2_345n,
      kind: 'withdrawal',
      key: `wd-${m.id}`,
      pending: true,
    });
    const layout = (await m.call(MemberLayout)).member_common_layout;
    expect(layout.member_cash).toBe('100.00');
  });
});

describe('my_cash', () => {
  it('lists the member’s provider wallets with the total of main and providers', async () => {
    const m = await member();
    const empty = await m.call(MyCash);
    expect(empty).toEqual({ my_cash_list: [], total: '0.00', main_cash: '0.00' });

    await money({
      debit: { system: 'deposits_clearing' },
      credit: { member: m.id },
      amount: 50_000n,
      kind: 'deposit',
      key: `d-${m.id}`,
    });
    // GPHOUSE is in the seeded catalogue; GPZZ is not, so its gp_id stands in for a name.
    await money({
      debit: { member: m.id },
      credit: { member: m.id, provider: 'GPHOUSE' },
      amount: 10_001n,
      kind: 'provider_in',
      key: `in1-${m.id}`,
    });
    await money({
      debit: { member: m.id },
      credit: { member: m.id, provider: 'GPZZ' },
      amount: 999n,
      kind: 'provider_in',
      key: `in2-${m.id}`,
    });

    const res = await m.call(MyCash);
    expect(res.main_cash).toBe('390.00');
    expect(res.total).toBe('500.00');
    const byId = Object.fromEntries(res.my_cash_list.map((w) => [w.gp_id, w]));
    expect(byId.GPZZ).toEqual({ gp_id: 'GPZZ', name: 'GPZZ', is_light: 0, icon_dark: null, cash: '9.99' });
    expect(byId.GPHOUSE?.cash).toBe('100.01');
    expect(byId.GPHOUSE?.name).not.toBe('');
  });

  it('answers 401 without a token', async () => {
    const res = await visitor(t).send(MyCash);
    expect(res.statusCode).toBe(401);
  });
});

describe('transactions', () => {
  it('shows only the member’s own main-wallet transfers, signed, newest first, paged', async () => {
    const a = await member();
    const b = await member();
    for (let i = 1; i <= 5; i++) {
      await money({
        debit: { system: 'deposits_clearing' },
        credit: { member: a.id },
        amount: BigInt(i * 100),
        kind: 'deposit',
        key: `a${i}-${a.id}`,
      });
    }
    await money({
      debit: { member: a.id },
      credit: { system: 'adjustments' },
      amount: 50n,
      kind: 'adjustment',
      key: `adj-${a.id}`,
    });
    await money({
      debit: { system: 'deposits_clearing' },
      credit: { member: b.id },
      amount: 7_700n,
      kind: 'deposit',
      key: `b-${b.id}`,
    });

    const range = { start_date: today, end_date: today };
    const first = await a.call(MemberTransactions, { ...range, page: 1, page_size: 4 });
    expect(first.total).toBe(6);
    expect(first.list.map((r) => r.amount)).toEqual(['-0.50', '5.00', '4.00', '3.00']);
    expect(first.list[0]).toMatchObject({
      kind: 'adjustment',
      status: 'posted',
      reference: `adj-${a.id}`,
    });
    const second = await a.call(MemberTransactions, { ...range, page: 2, page_size: 4 });
    expect(second.list.map((r) => r.amount)).toEqual(['2.00', '1.00']);
    const beyond = await a.call(MemberTransactions, { ...range, page: 3, page_size: 4 });
    expect(beyond).toEqual({ list: [], total: 0 });

    const other = await b.call(MemberTransactions, { ...range, page: 1, page_size: 100 });
    expect(other.total).toBe(1);
    expect(other.list[0]?.amount).toBe('77.00');
  });

  it('reads the dates as whole days in the site’s time zone, both ends included', async () => {
    const m = await member();
    await money({
      debit: { system: 'deposits_clearing' },
      credit: { member: m.id },
      amount: 100n,
      kind: 'deposit',
      key: `r-${m.id}`,
    });
    const call = (start_date: string, end_date: string) =>
      m.call(MemberTransactions, { start_date, end_date, page: 1, page_size: 20 });
    expect((await call(yesterday, today)).total).toBe(1);
    expect((await call(yesterday, yesterday)).total).toBe(0);
    expect((await call(dayIn('Asia/Shanghai', 1), dayIn('Asia/Shanghai', 2))).total).toBe(0);

    expect(await dayRangeInZone(t.db, '2026-03-01', '2026-03-02', 'Asia/Shanghai')).toEqual({
      from: new Date('2026-02-28T16:00:00Z'),
      to: new Date('2026-03-02T16:00:00Z'),
    });
    // Caracas (spec §9's default zone) is UTC-4.
    expect(await dayRangeInZone(t.db, '2026-03-01', '2026-03-01', 'America/Caracas')).toEqual({
      from: new Date('2026-03-01T04:00:00Z'),
      to: new Date('2026-03-02T04:00:00Z'),
    });
  });

  it('answers an empty page for a member whose money never moved, without opening a wallet', async () => {
    const m = await member();
    const res = await m.call(MemberTransactions, { start_date: yesterday, end_date: today });
    expect(res).toEqual({ list: [], total: 0 });
    expect(await t.app.ledger.memberAccounts(m.id)).toEqual([]);
  });

  it('answers 400 naming the field for bad dates, reversed ranges and oversized pages', async () => {
    const m = await member();
    const cases: [Record<string, unknown>, string][] = [
      [{ start_date: '2026-02-30', end_date: today }, 'start_date'],
      [{ start_date: today, end_date: 'yesterday' }, 'end_date'],
      [{ start_date: today, end_date: yesterday }, 'end_date'],
      [{ start_date: today, end_date: today, page_size: 101 }, 'page_size'],
      [{ start_date: today, end_date: today, page: 0 }, 'page'],
      [{ end_date: today }, 'start_date'],
    ];
    for (const [payload, field] of cases) {
      const res = await m.send(MemberTransactions, offContract(payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.code).toBe(400);
      expect(res.message).toContain(field);
      expect(fieldErrors(res)[0]?.field).toBe(field);
    }
  });
});
