import { describe, expect, it } from 'vitest';
import { amountMinor, newIdempotencyKey, withdrawFormSchema } from './withdraw-form';

const limits = { currency: 'RMB', min_amount: '100.00', max_amount: '50000.00', available: '700.25' };
const first = (values: object) => {
  const r = withdrawFormSchema(limits).safeParse({
    bank_account_id: '3',
    withdraw_password: '1234',
    ...values,
  });
  return r.success ? null : r.error.issues[0]!.message;
};

describe('withdraw form rules', () => {
  it('accepts an amount within limits and the balance', () => {
    expect(first({ amount: '100' })).toBeNull();
    expect(first({ amount: ' 700.25 ' })).toBeNull();
  });

  it('names the first broken rule as a catalog key', () => {
    expect(first({ amount: 'abc' })).toBe('withdraw.err.amount');
    expect(first({ amount: '-5' })).toBe('withdraw.err.amount');
    expect(first({ amount: '100.001' })).toBe('withdraw.err.decimals');
    expect(first({ amount: '99.99' })).toBe('withdraw.err.min');
    expect(first({ amount: '700.26' })).toBe('withdraw.err.available');
    expect(first({ amount: '100', bank_account_id: '' })).toBe('withdraw.err.bank');
    expect(first({ amount: '100', withdraw_password: '12a4' })).toMatch(/withdraw/i);
  });

  it('checks the maximum before the balance', () => {
    const rich = withdrawFormSchema({ ...limits, available: '90000.00' });
    expect(
      rich.safeParse({ amount: '50000.01', bank_account_id: '1', withdraw_password: '1234' }).error?.issues[0]
        ?.message,
    ).toBe('withdraw.err.max');
  });

  it('reads amounts in minor units and makes keys the server accepts', () => {
    expect(amountMinor('12.5', 'RMB')).toBe(1250n);
    expect(amountMinor('12.5', 'VND')).toBeNull();
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_:.-]{8,64}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
