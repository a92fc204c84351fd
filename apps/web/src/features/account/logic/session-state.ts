import type { StoredMember } from '../../../api/session';

export const DEMO_TOKEN = 'demo';

export interface SessionState {
  loggedIn: boolean;
  memberAccount: string | null;
  /** Spec §6: an agent is a member whose member_type is not 1. */
  isAgent: boolean;
  memberId: string | null;
  currency: string | null;
  /** The pretend member of demo mode (spec §1): nothing member-only is asked of the server. */
  isDemo: boolean;
}

/** Spec §6: a member is a visitor holding both a token and a member_id. */
export function sessionState(stored: StoredMember): SessionState {
  const loggedIn = Boolean(stored.token && stored.memberId);
  return {
    loggedIn,
    memberAccount: loggedIn ? stored.memberAccount : null,
    isAgent: loggedIn && stored.memberType !== null && stored.memberType !== '1',
    memberId: loggedIn ? stored.memberId : null,
    currency: loggedIn ? stored.currency : null,
    isDemo: loggedIn && stored.token === DEMO_TOKEN,
  };
}
