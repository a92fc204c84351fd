import { describe, expect, it } from 'vitest';
import { levelGroups, sumDecimals } from './level-chart';

const row = (id: number, valid_bet: string, win_loss: string) => ({
  member_id: id,
  account: `acc${id}`,
  valid_bet,
  win_loss,
});

describe('StratifiedTable chart groups', () => {
  it('sums decimal amounts exactly, signs and scales mixed', () => {
    expect(sumDecimals(['0.10', '0.20'])).toBe('0.30');
    expect(sumDecimals(['-20.00', '5.5', '1'])).toBe('-13.50');
    expect(sumDecimals(['12345678901234567.89', '0.11'])).toBe('12345678901234568.00');
    expect(sumDecimals([])).toBe('0');
  });

  it('orders rows by valid bets, largest first', () => {
    const groups = levelGroups([row(1, '9.00', '1.00'), row(2, '100.00', '-3.00'), row(3, '10.00', '0.00')]);
    expect(groups.map((g) => g.account)).toEqual(['acc2', 'acc3', 'acc1']);
    expect(groups.every((g) => g.count === 1)).toBe(true);
  });

  it('keeps the ten largest and sums the rest as others', () => {
    const rows = Array.from({ length: 13 }, (_, i) => row(i + 1, `${i + 1}.00`, i % 2 ? '-1.25' : '2.00'));
    const groups = levelGroups(rows);
    expect(groups).toHaveLength(11);
    expect(groups[0]!.account).toBe('acc13');
    expect(groups[9]!.account).toBe('acc4');
    // acc1..acc3: valid 1+2+3, win/loss 2.00 - 1.25 + 2.00
    expect(groups[10]).toEqual({
      key: 'others',
      account: null,
      count: 3,
      valid_bet: '6.00',
      win_loss: '2.75',
    });
  });

  it('names a single row past the ten rather than hiding it as others', () => {
    const rows = Array.from({ length: 11 }, (_, i) => row(i + 1, `${i + 1}.00`, '0.00'));
    const groups = levelGroups(rows);
    expect(groups).toHaveLength(11);
    expect(groups[10]!.account).toBe('acc1');
  });
});
