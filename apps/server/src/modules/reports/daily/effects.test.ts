import { describe, expect, it } from 'vitest';
import type { LedgerMovement, MovementSide } from '../../money/ledger';
import { betDeltas, moneyEffects } from './effects';
import { safeCell } from './export';
import { marginOf } from './report-queries';

const main = (memberId: number): MovementSide => ({
  kind: 'member_main',
  memberId,
  provider: null,
  systemCode: null,
});
const system = (code: string): MovementSide => ({
  kind: 'system',
  memberId: null,
  provider: null,
  systemCode: code,
});
const move = (m: Partial<LedgerMovement>): LedgerMovement => ({
  id: 1n,
  siteId: 1,
  currency: 'RMB',
  kind: 'deposit',
  status: 'posted',
  amount: 500n,
  resolvedAt: new Date('2026-11-03T12:00:00Z'),
  createdAt: new Date('2026-11-03T12:00:00Z'),
  reversedKind: null,
  debit: system('deposits_clearing'),
  credit: main(7),
  ...m,
});

describe('report effects', () => {
  it('a reversed deposit takes its count and amount back, and is no first deposit', () => {
    const effects = moneyEffects(
      move({
        kind: 'reversal',
        reversedKind: 'deposit',
        debit: main(7),
        credit: system('deposits_clearing'),
      }),
    );
    expect(effects).toEqual([{ table: 'money', memberId: 7, delta: { depositCount: -1, deposits: -500n } }]);
  });

  it('an adjustment debiting the member counts negative', () => {
    expect(moneyEffects(move({ kind: 'adjustment', debit: main(7), credit: system('adjustments') }))).toEqual(
      [{ table: 'money', memberId: 7, delta: { adjustments: -500n } }],
    );
  });

  it('a commission counts to the agent it paid, and its reversal takes it back', () => {
    const paid = move({ kind: 'commission', debit: system('commission_expense'), credit: main(7) });
    expect(moneyEffects(paid)).toEqual([{ table: 'money', memberId: 7, delta: { commissions: 500n } }]);
    expect(
      moneyEffects(
        move({
          kind: 'reversal',
          reversedKind: 'commission',
          debit: main(7),
          credit: system('commission_expense'),
        }),
      ),
    ).toEqual([{ table: 'money', memberId: 7, delta: { commissions: -500n } }]);
  });

  it('an agent transfer is out of the agent and into the member, no deposit or withdrawal; a reversal turns both', () => {
    expect(moneyEffects(move({ kind: 'agent_transfer', debit: main(7), credit: main(8) }))).toEqual([
      { table: 'money', memberId: 7, delta: { agentTransfersOut: 500n } },
      { table: 'money', memberId: 8, delta: { agentTransfersIn: 500n } },
    ]);
    expect(
      moneyEffects(
        move({ kind: 'reversal', reversedKind: 'agent_transfer', debit: main(8), credit: main(7) }),
      ),
    ).toEqual([
      { table: 'money', memberId: 7, delta: { agentTransfersOut: -500n } },
      { table: 'money', memberId: 8, delta: { agentTransfersIn: -500n } },
    ]);
  });

  it('a resettlement moving a round to another day leaves the first day and joins the second', () => {
    const deltas = betDeltas(
      {
        id: 2n,
        provider: 'house',
        roundId: 'r',
        version: 2,
        siteId: 1,
        memberId: 7,
        currency: 'RMB',
        gameCode: 'g',
        hall: 1,
        receivedAt: new Date('2026-11-12T15:00:00Z'),
        stake: 100n,
        payout: 40n,
        validBet: 100n,
        status: 'resettled',
        settledAt: new Date('2026-11-12T15:00:00Z'),
        previous: {
          stake: 100n,
          payout: 0n,
          validBet: 100n,
          status: 'settled',
          settledAt: new Date('2026-11-10T15:00:00Z'),
        },
      },
      'UTC',
    );
    expect(deltas.map((d) => [d.key.day, d.delta.rounds, d.delta.payout])).toEqual([
      ['2026-11-10', -1, -0n],
      ['2026-11-12', 1, 40n],
    ]);
  });

  it('margin is GGR over bets in percent, rounded half away from zero', () => {
    expect(marginOf(6_500n, 15_000n)).toBe('43.33');
    expect(marginOf(-1n, 3n)).toBe('-33.33');
    expect(marginOf(2n, 3n)).toBe('66.67');
    expect(marginOf(5n, 0n)).toBeNull();
  });

  it('export cells a spreadsheet would run are defused; amounts stay numbers', () => {
    expect(safeCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(safeCell('-12.50')).toBe('-12.50');
    expect(safeCell('repalpha')).toBe('repalpha');
  });
});
