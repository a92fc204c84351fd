import { describe, expect, it } from 'vitest';
import { maxNow, needsApproval, newIdempotencyKey, transferFormSchema } from './transfer-form';

const limits = {
  currency: 'RMB',
  available: '800.00',
  max_single: '1000.00',
  left_today: '500.00',
  approval_line: '300.00',
};
const errorOf = (values: Partial<{ member_account: string; amount: string; withdraw_password: string }>) => {
  const answer = transferFormSchema(limits).safeParse({
    member_account: 'friend01',
    amount: '100',
    withdraw_password: '1234',
    ...values,
  });
  return answer.success ? null : answer.error.issues[0]!.message;
};

describe('agent transfer form', () => {
  it('takes a plain amount within every limit', () => {
    expect(errorOf({})).toBeNull();
    expect(errorOf({ amount: '500' })).toBeNull();
  });

  it('names which limit an amount passes, the least one first', () => {
    expect(errorOf({ amount: '1000.01' })).toBe('agentTransfer.err.single');
    expect(errorOf({ amount: '500.01' })).toBe('agentTransfer.err.daily');
    expect(errorOf({ amount: '10.001' })).toBe('agentTransfer.err.decimals');
    expect(errorOf({ amount: '0' })).toBe('agentTransfer.err.amount');
    expect(errorOf({ amount: '-5' })).toBe('agentTransfer.err.amount');
    expect(errorOf({ member_account: ' ' })).toBe('agentTransfer.err.account');
    expect(errorOf({ withdraw_password: '12' })).not.toBeNull();
    expect(
      transferFormSchema({ ...limits, available: '50.00' }).safeParse({
        member_account: 'a',
        amount: '60',
        withdraw_password: '1234',
      }).error?.issues[0]?.message,
    ).toBe('agentTransfer.err.available');
  });

  it('knows the most one transfer may be now, and which amounts wait for approval', () => {
    expect(maxNow(limits)).toBe(50_000n);
    expect(maxNow({ ...limits, available: '20.00' })).toBe(2_000n);
    expect(needsApproval('300', limits)).toBe(false);
    expect(needsApproval('300.01', limits)).toBe(true);
    expect(needsApproval('99999', { ...limits, approval_line: '0.00' })).toBe(false);
  });

  it('makes a new key each time', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(newIdempotencyKey()).toMatch(/^at-[0-9a-f]{24}$/);
  });
});
