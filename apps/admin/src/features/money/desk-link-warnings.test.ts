import { AdminMemberLinks, AdminWithdrawalReview, STAFF_ROLES, staffMayCall } from '@arks/contracts';
import { describe, expect, it } from 'vitest';
import { deskLinkSummary, linkWarnings } from './desk-link-warnings';

const linked = (
  id: number,
  status: 'active' | 'frozen' | 'disabled',
  links: { kind: 'device' | 'ip' | 'bank_account' | 'phone'; value: string }[],
) => ({
  member: {
    id,
    site_id: 1,
    account: `m${id}`,
    currency: 'RMB',
    status,
    name: null,
    phone: null,
    created_at: '2026-01-01T00:00:00Z',
  },
  links,
});

describe('linked accounts on the withdrawal desk', () => {
  it('warns on a frozen or disabled linked account, whatever links it', () => {
    expect(linkWarnings(linked(2, 'frozen', [{ kind: 'ip', value: '10.0.0.1' }]), '6222')).toEqual([
      'blocked',
    ]);
    expect(linkWarnings(linked(3, 'disabled', [{ kind: 'device', value: 'u-1' }]), '6222')).toEqual([
      'blocked',
    ]);
    expect(linkWarnings(linked(4, 'active', [{ kind: 'ip', value: '10.0.0.1' }]), '6222')).toEqual([]);
  });

  it('warns when a linked account holds the bank account this withdrawal pays to, spaces and case aside', () => {
    const shares = linked(5, 'active', [{ kind: 'bank_account', value: '6222 0000 1111' }]);
    expect(linkWarnings(shares, '622200001111')).toEqual(['same_payee']);
    expect(linkWarnings(linked(6, 'active', [{ kind: 'bank_account', value: 'ab12' }]), 'AB 12')).toEqual([
      'same_payee',
    ]);
    // A shared bank account that is not this order's payee, or a phone number equal to it, is no such warning.
    expect(linkWarnings(shares, '622200009999')).toEqual([]);
    expect(
      linkWarnings(linked(7, 'active', [{ kind: 'phone', value: '622200001111' }]), '622200001111'),
    ).toEqual([]);
    expect(linkWarnings(linked(8, 'frozen', [{ kind: 'bank_account', value: '1' }]), '1')).toEqual([
      'blocked',
      'same_payee',
    ]);
  });

  it('sums the warnings; a desk with only active, differently paid links shows none', () => {
    const quiet = deskLinkSummary([linked(2, 'active', [{ kind: 'device', value: 'u-1' }])], '6222');
    expect(quiet).toMatchObject({ blocked: 0, samePayee: 0, warn: false });
    const loud = deskLinkSummary(
      [
        linked(2, 'frozen', [{ kind: 'device', value: 'u-1' }]),
        linked(3, 'active', [{ kind: 'bank_account', value: '6222' }]),
        linked(4, 'active', [{ kind: 'ip', value: '10.0.0.1' }]),
      ],
      '6222',
    );
    expect(loud).toMatchObject({ blocked: 1, samePayee: 1, warn: true });
    expect(loud.rows.map((r) => r.warnings)).toEqual([['blocked'], ['same_payee'], []]);
    expect(deskLinkSummary([], '6222').warn).toBe(false);
  });

  it('every role that opens the desk may read the linked accounts it shows', () => {
    const desk = STAFF_ROLES.filter((role) => staffMayCall(role, AdminWithdrawalReview));
    expect(desk).toContain('finance');
    for (const role of desk) expect(staffMayCall(role, AdminMemberLinks), role).toBe(true);
  });
});
