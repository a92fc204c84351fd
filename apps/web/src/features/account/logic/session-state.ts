import type { StoredMember } from '../../../api/session';

export interface SessionState {
  loggedIn: boolean;
  memberAccount: string | null;
  /** Spec §6: an agent is a member whose member_type is not 1. */
  isAgent: boolean;
}

/** Spec §6: a member is a visitor holding both a token and a member_id. */
export function sessionState(stored: StoredMember): SessionState {
  const loggedIn = Boolean(stored.token && stored.memberId);
  return {
    loggedIn,
    memberAccount: loggedIn ? stored.memberAccount : null,
    isAgent: loggedIn && stored.memberType !== null && stored.memberType !== '1',
  };
}
