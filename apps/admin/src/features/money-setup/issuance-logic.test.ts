import { ISSUANCE_SCOPES, type AdminIssuanceLimit, type TIssuanceScope } from '@arks/contracts';
import { describe, expect, it } from 'vitest';
import { issuanceAmountProblem, issuanceRows } from './issuance-logic';

const limit = (
  scope: TIssuanceScope,
  currency: string,
  set?: { amount: string; at: string },
): AdminIssuanceLimit => ({
  scope,
  currency,
  amount: set?.amount ?? '10000.00',
  default_amount: '10000.00',
  configured: set !== undefined,
  updated_by: set ? 1 : null,
  updated_at: set?.at ?? null,
});

const all = (currency: string) => ISSUANCE_SCOPES.map((s) => limit(s, currency));

describe('daily approval-free limits', () => {
  it('groups the flat list into one row per currency of the scope, in the scope’s order', () => {
    const list = [...all('USD'), ...all('RMB'), ...all('THB')];
    const rows = issuanceRows(list, ['RMB', 'USD', 'RMB']);
    expect(rows.map((r) => r.currency)).toEqual(['RMB', 'USD']);
    expect(rows[0]!.limits.adjustment_member_day).toBe(list[ISSUANCE_SCOPES.length + 1]);
    expect(rows[1]!.limits.campaign_staff_day.scope).toBe('campaign_staff_day');
    expect(rows[0]!.updatedAt).toBeNull();
  });

  it('dates a row by its latest change and leaves out a currency the answer lacks a scope of', () => {
    const usd = all('USD');
    usd[0] = limit('adjustment_staff_day', 'USD', { amount: '5.00', at: '2026-11-02T08:00:00.000Z' });
    usd[2] = limit('campaign_staff_day', 'USD', { amount: '0.00', at: '2026-11-20T08:00:00.000Z' });
    const list = [...usd, ...all('RMB').slice(1)];
    const rows = issuanceRows(list, ['USD', 'RMB', 'JPY']);
    expect(rows.map((r) => r.currency)).toEqual(['USD']);
    expect(rows[0]!.updatedAt).toBe('2026-11-20T08:00:00.000Z');
  });

  it('checks a typed limit as the server would: plain decimal, the currency’s decimals, its largest amount', () => {
    expect(issuanceAmountProblem('0', 'USD')).toBeNull();
    expect(issuanceAmountProblem(' 25000.50 ', 'USD')).toBeNull();
    expect(issuanceAmountProblem('-5', 'USD')).toBe('format');
    expect(issuanceAmountProblem('1e5', 'USD')).toBe('format');
    expect(issuanceAmountProblem('10.123', 'USD')).toBe('decimals');
    expect(issuanceAmountProblem('100.5', 'VND')).toBe('decimals');
    expect(issuanceAmountProblem('1000000.00', 'USD')).toBeNull();
    expect(issuanceAmountProblem('1000000.01', 'USD')).toBe('tooLarge');
  });
});
