import { describe, expect, it } from 'vitest';
import { channelName, movedOrder, optionalAmount, payoutRule, resolutionEffect } from './logic';

describe('money set-up logic', () => {
  it('names a channel in the staff member’s language, else English, else any', () => {
    expect(channelName({ zh_CN: '银行转账', en_US: 'Bank transfer' }, 'zh_CN')).toBe('银行转账');
    expect(channelName({ vi_VN: 'Chuyển khoản', en_US: 'Bank transfer' }, 'zh_CN')).toBe('Bank transfer');
    expect(channelName({ vi_VN: 'Chuyển khoản' }, 'zh_CN')).toBe('Chuyển khoản');
  });

  it('moves a channel one place within its list, by display order, and not past either end', () => {
    const list = [
      { id: 7, sort: 2 },
      { id: 3, sort: 0 },
      { id: 9, sort: 1 },
    ];
    expect(movedOrder(list, 9, -1)).toEqual([9, 3, 7]);
    expect(movedOrder(list, 9, 1)).toEqual([3, 7, 9]);
    expect(movedOrder(list, 3, -1)).toBeNull();
    expect(movedOrder(list, 7, 1)).toBeNull();
    expect(movedOrder(list, 42, 1)).toBeNull();
  });

  it('says which money effect a resolution has', () => {
    expect(resolutionEffect({ direction: 'in' }, 'voided')).toBe('in_voided');
    expect(resolutionEffect({ direction: 'out' }, 'posted')).toBe('out_posted');
  });

  it('sends an empty optional amount as none', () => {
    expect(optionalAmount('  ')).toBeNull();
    expect(optionalAmount(undefined)).toBeNull();
    expect(optionalAmount(' 1000 ')).toBe('1000');
  });

  it('reads the payout rule: refused outright at 0, refused from an amount, or allowed', () => {
    const rule = (on: boolean, below: string) =>
      payoutRule({ verified_payouts_only: on, unverified_payout_below: below });
    expect(rule(true, '0.00')).toEqual({ key: 'refused' });
    expect(rule(true, '0')).toEqual({ key: 'refused' });
    expect(rule(true, '500.00')).toEqual({ key: 'refusedFrom', amount: '500.00' });
    expect(rule(true, '0.01')).toEqual({ key: 'refusedFrom', amount: '0.01' });
    expect(rule(false, '500.00')).toEqual({ key: 'allowed' });
  });
});
