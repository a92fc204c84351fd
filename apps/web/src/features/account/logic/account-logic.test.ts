import { describe, expect, it } from 'vitest';
import { depositEntryAction } from './deposit-entry';
import { sessionState } from './session-state';

const stored = { token: null, memberId: null, memberAccount: null, currency: null, memberType: null };

describe('session state', () => {
  it('needs both a token and a member id', () => {
    expect(sessionState(stored).loggedIn).toBe(false);
    expect(sessionState({ ...stored, token: 't' }).loggedIn).toBe(false);
    expect(sessionState({ ...stored, token: 't', memberId: '1', memberAccount: 'amy001' })).toEqual({
      loggedIn: true,
      memberAccount: 'amy001',
      isAgent: false,
      memberId: '1',
      currency: null,
      isDemo: false,
    });
  });
  it('an agent is a member whose member_type is not 1', () => {
    expect(sessionState({ ...stored, token: 't', memberId: '1', memberType: '2' }).isAgent).toBe(true);
    expect(sessionState({ ...stored, token: 't', memberId: '1', memberType: '1' }).isAgent).toBe(false);
  });
});

describe('deposit entry (spec §2)', () => {
  it('opens the user centre for members and the login modal with check_login_msg for visitors', () => {
    expect(depositEntryAction(true)).toEqual({ kind: 'open-user-centre', path: '/user?page=Deposit' });
    expect(depositEntryAction(false)).toEqual({ kind: 'login', warning: 'check_login_msg' });
  });
});
