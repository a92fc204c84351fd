import { describe, expect, it } from 'vitest';
import { addDays, maskAccount, reachedOf, sameOwner, siteDay, windowOf } from './rules';

describe('recommend rules', () => {
  it('reads the registration day in the site time zone and cuts the window at today', () => {
    // 03:00 UTC is still the day before in Caracas (UTC-4).
    const at = new Date('2026-03-10T03:00:00Z');
    expect(siteDay(at, 'America/Caracas')).toBe('2026-03-09');
    const open = windowOf(at, new Date('2026-03-11T12:00:00Z'), 'America/Caracas', 7);
    expect(open).toEqual({ from: '2026-03-09', to: '2026-03-11', last: '2026-03-15', closed: false });
    const closed = windowOf(at, new Date('2026-03-20T12:00:00Z'), 'America/Caracas', 7);
    expect(closed).toMatchObject({ to: '2026-03-15', closed: true });
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('earns on a first deposit of at least the threshold, never on a later deposit', () => {
    expect(reachedOf('first_deposit', 10000n, undefined)).toEqual({ reached: 0n, earned: false });
    const f = { firstDeposit: 1, firstDepositAmount: 10000n, validBet: 0n };
    expect(reachedOf('first_deposit', 10000n, f).earned).toBe(true);
    expect(reachedOf('first_deposit', 10001n, f).earned).toBe(false);
    // Deposits in the window but no first deposit among them: the first came before, not counted.
    expect(
      reachedOf('first_deposit', 0n, { firstDeposit: 0, firstDepositAmount: 0n, validBet: 5n }).earned,
    ).toBe(false);
  });

  it('earns on valid bets of at least the threshold, and never on nothing', () => {
    expect(
      reachedOf('valid_bets', 0n, { firstDeposit: 0, firstDepositAmount: 0n, validBet: 0n }).earned,
    ).toBe(false);
    expect(
      reachedOf('valid_bets', 500n, { firstDeposit: 0, firstDepositAmount: 0n, validBet: 499n }).earned,
    ).toBe(false);
    expect(
      reachedOf('valid_bets', 500n, { firstDeposit: 0, firstDepositAmount: 0n, validBet: 500n }),
    ).toEqual({
      reached: 500n,
      earned: true,
    });
  });

  it('tells a second account of one person by address or device', () => {
    const a = { registerIp: '10.0.0.1', ips: ['10.0.0.1'], udids: ['dev-a'] };
    expect(sameOwner({ registerIp: '10.0.0.9', ips: [], udids: [] }, a)).toBe(false);
    expect(sameOwner({ registerIp: '10.0.0.1', ips: [], udids: [] }, a)).toBe(true);
    expect(sameOwner({ registerIp: '10.0.0.9', ips: ['10.0.0.1'], udids: [] }, a)).toBe(true);
    expect(sameOwner({ registerIp: null, ips: [], udids: ['dev-a'] }, a)).toBe(true);
    expect(
      sameOwner({ registerIp: null, ips: [], udids: [] }, { registerIp: null, ips: [], udids: [] }),
    ).toBe(false);
  });

  it('masks accounts', () => {
    expect(maskAccount('friend01')).toBe('fr*****1');
    expect(maskAccount('abc')).toBe('a**');
  });
});
