import { describe, expect, it } from 'vitest';
import { deskFigures } from './desk-figures';

describe('deskFigures', () => {
  it('sets deposits against withdrawals and nets games, adjustments and promotions', () => {
    const f = deskFigures([
      { kind: 'deposit', in: '5000.00', out: '0.00', count: 3 },
      { kind: 'withdrawal', in: '0.00', out: '1200.50', count: 1 },
      { kind: 'provider_in', in: '0.00', out: '2000.00', count: 2 },
      { kind: 'provider_out', in: '2600.00', out: '0.00', count: 2 },
      { kind: 'adjustment', in: '100.00', out: '30.00', count: 2 },
    ]);
    expect(f).toMatchObject({
      deposits: '5000.00',
      depositCount: 3,
      withdrawals: '1200.50',
      withdrawalCount: 1,
      depositMinusWithdrawal: '3799.50',
      games: '600.00',
      adjustments: '70.00',
      promotions: '0',
    });
  });

  it('reads a member with no money as zeros', () => {
    expect(deskFigures([])).toMatchObject({ deposits: '0', withdrawals: '0', depositMinusWithdrawal: '0' });
  });
});
