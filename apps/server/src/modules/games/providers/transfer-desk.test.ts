import {
  AdminAuditList,
  AdminProviderTransferList,
  AdminProviderTransferRecheck,
  AdminProviderTransferResolve,
  GamePlay,
  MoneyCode,
} from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { fieldErrors } from '../../../test/api-client';
import { fundedMember } from '../../../test/funded-member';
import { startTestHouse } from '../../../test/house-provider';
import { ManualClock } from '../../../test/manual-clock';
import { staffMember, type Staff } from '../../../test/staff-token';
import { checkLedgerInvariants } from '../../money/ledger/invariants';
import type { ProviderAdapter } from './adapter';

const GP = 'GPHOUSE';
let t: TestApp;
let house: Awaited<ReturnType<typeof startTestHouse>>;
let finance: Staff;
let support: Staff;
let admin: Staff;
const clock = new ManualClock(Date.now());
let seq = 0;

beforeAll(async () => {
  house = await startTestHouse();
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' }, houseGamesUrl: house.url, clock });
  finance = await staffMember(t, 'desk-finance', 'finance', clock);
  support = await staffMember(t, 'desk-support', 'support', clock);
  admin = await staffMember(t, 'desk-admin', 'admin', clock);
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
  await house.close();
});

/** Puts a stand-in for the house adapter in place for the rest of the test. */
function replaceAdapter(make: (real: ProviderAdapter) => ProviderAdapter) {
  const real = t.app.providers.get(GP)!;
  t.app.providers.set(GP, make(real));
  onTestFinished(() => {
    t.app.providers.set(GP, real);
  });
  return real;
}

/**
 * A member whose launch moved the main balance towards the game and lost the provider's answer:
 * `applied` says whether the provider in fact took the money.
 */
async function strandedLaunch(applied: boolean) {
  const m = await fundedMember(t, `desk${String(++seq).padStart(4, '0')}`, 40_000n);
  const real = replaceAdapter((r) => ({
    ...r,
    queryTransfer: r.queryTransfer.bind(r),
    transfer: async (req) => {
      if (applied) await r.transfer(req);
      return { kind: 'unknown', error: 'the answer was lost' };
    },
  }));
  await m.send(GamePlay, {
    gp_id: GP,
    game_type: 2,
    game_code: 'koi-reels',
    lobby_url: 'http://localhost/close',
    device: 0,
  });
  t.app.providers.set(GP, real);
  const { list } = await finance.call(AdminProviderTransferList, { member_id: m.id });
  expect(list).toHaveLength(1);
  return { member: m, transfer: list[0]! };
}

const main = (memberId: number) => t.app.ledger.mainBalance(memberId, 'RMB');

describe('the provider transfer desk', () => {
  it('lists a stranded transfer with every check, the job’s and staff’s, and asks again on demand', async () => {
    const { member, transfer } = await strandedLaunch(true);
    expect(transfer).toMatchObject({
      gp_id: GP,
      direction: 'in',
      amount: '400.00',
      checks_total: 0,
      checks: [],
    });
    expect((await main(member.id)).available).toBe(0n);

    replaceAdapter((r) => ({ ...r, queryTransfer: async () => ({ kind: 'unknown', error: 'timeout' }) }));
    const asked = await finance.call(AdminProviderTransferRecheck, { id: transfer.id });
    expect(asked).toEqual({ id: transfer.id, status: 'pending', answer: 'unreachable' });
    clock.advance(60_000);
    await t.app.recurringJobs.find((j) => j.name === 'provider-transfer-reconcile')!.run();
    const [row] = (await finance.call(AdminProviderTransferList, { member_id: member.id })).list;
    expect(row!.checks_total).toBe(2);
    expect(row!.checks.map((c) => [c.staff_id === null ? 'job' : 'staff', c.answer, c.detail])).toEqual([
      ['job', 'unreachable', 'timeout'],
      ['staff', 'unreachable', 'timeout'],
    ]);
  });

  it('settles a transfer when the provider answers a recheck: it had the money, so the game has it', async () => {
    const { member, transfer } = await strandedLaunch(true);
    const asked = await finance.call(AdminProviderTransferRecheck, { id: transfer.id });
    expect(asked).toEqual({ id: transfer.id, status: 'posted', answer: 'success' });
    expect((await finance.call(AdminProviderTransferList, { member_id: member.id })).list).toEqual([]);
    const again = await finance.send(AdminProviderTransferRecheck, { id: transfer.id });
    expect([again.statusCode, again.message]).toEqual([
      409,
      'id: no pending provider transfer has this id (it may have been settled meanwhile)',
    ]);
  });

  it('settles by hand with a reason, once, audited; the voided money is back in the main wallet', async () => {
    const { member, transfer } = await strandedLaunch(false);
    const noReason = await finance.send(AdminProviderTransferResolve, {
      id: transfer.id,
      outcome: 'voided',
      reason: '',
    });
    expect(fieldErrors(noReason).map((e) => e.field)).toEqual(['reason']);

    const both = await Promise.all(
      (['voided', 'posted'] as const).map((outcome) =>
        finance.send(AdminProviderTransferResolve, {
          id: transfer.id,
          outcome,
          reason: 'provider support ticket 88',
        }),
      ),
    );
    expect(both.map((a) => a.code).sort()).toEqual([1000, MoneyCode.TRANSFER_NOT_PENDING].sort());
    const winner = both.find((a) => a.code === 1000)!.data as { status: string };
    const balance = (await main(member.id)).available;
    expect(balance).toBe(winner.status === 'voided' ? 40_000n : 0n);
    const audit = await admin.call(AdminAuditList, {
      action: 'provider_transfer_resolved',
      target: `transfer:${transfer.id}`,
    });
    expect(audit.list).toEqual([
      expect.objectContaining({
        account: 'desk-finance',
        detail: expect.objectContaining({ reason: 'provider support ticket 88', outcome: winner.status }),
      }),
    ]);
  });

  it('is finance’s desk, and names a malformed id', async () => {
    expect((await support.send(AdminProviderTransferList, {})).statusCode).toBe(403);
    const bad = await finance.send(AdminProviderTransferRecheck, { id: '12x' });
    expect(fieldErrors(bad).map((e) => e.field)).toEqual(['id']);
  });
});
