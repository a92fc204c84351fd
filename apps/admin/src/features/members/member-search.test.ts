import { describe, expect, it } from 'vitest';
import { searchFilters } from './member-list';

describe('member search form', () => {
  it('sends account and name as prefixes and the rest as exact values, trimmed', () => {
    const filters = searchFilters({
      account: ' ali ',
      name: '王',
      phone: '138',
      ip: '10.0.0.1 ',
      currency: 'RMB',
    });
    const byField = Object.fromEntries(filters.map((f) => ['field' in f ? f.field : '', f]));
    expect(byField.account).toMatchObject({ operator: 'startswith', value: 'ali' });
    expect(byField.name).toMatchObject({ operator: 'startswith', value: '王' });
    expect(byField.phone).toMatchObject({ operator: 'eq', value: '138' });
    expect(byField.ip).toMatchObject({ operator: 'eq', value: '10.0.0.1' });
    expect(byField.currency).toMatchObject({ operator: 'eq', value: 'RMB' });
  });

  it('drops empty boxes, so clearing one removes its filter from the address', () => {
    const filters = searchFilters({ email: '   ', bank_account: '' });
    expect(filters.every((f) => f.value === undefined)).toBe(true);
  });
});
