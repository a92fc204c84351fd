import { sendToApp } from '../lib/native-bridge';

/**
 * The member's stored session (spec §3 browser storage). The request wrapper owns the token because it
 * reads it on every call and refreshes it from responses; the rest of the app only reads.
 */
export const SESSION_KEYS = {
  token: 'token',
  memberId: 'member_id',
  memberAccount: 'member_account',
  currency: 'currency',
  memberType: 'member_type',
} as const;

export function getToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.token);
}

export function setToken(token: string): void {
  localStorage.setItem(SESSION_KEYS.token, token);
}

export interface StoredMember {
  token: string | null;
  memberId: string | null;
  memberAccount: string | null;
  currency: string | null;
  memberType: string | null;
}

export function readStoredMember(): StoredMember {
  return {
    token: localStorage.getItem(SESSION_KEYS.token),
    memberId: localStorage.getItem(SESSION_KEYS.memberId),
    memberAccount: localStorage.getItem(SESSION_KEYS.memberAccount),
    currency: localStorage.getItem(SESSION_KEYS.currency),
    memberType: localStorage.getItem(SESSION_KEYS.memberType),
  };
}

// Listeners let React state (header, tab bar) follow a logout triggered deep inside a request.
const logoutEvents = new EventTarget();

export function onLogout(listener: () => void): () => void {
  logoutEvents.addEventListener('logout', listener);
  return () => logoutEvents.removeEventListener('logout', listener);
}

/**
 * Clears the stored token and member data (spec §4 logout) and tells subscribers, and the native app
 * when the page had a session (every way a session ends comes through here).
 */
export function logout(): void {
  const hadSession = getToken() !== null;
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  logoutEvents.dispatchEvent(new Event('logout'));
  if (hadSession) sendToApp('logout', {});
}

/** Stores a logged-in member (spec §4 login success) and tells subscribers. */
export function storeMember(member: { [K in keyof StoredMember]: string }): void {
  localStorage.setItem(SESSION_KEYS.token, member.token);
  localStorage.setItem(SESSION_KEYS.memberId, member.memberId);
  localStorage.setItem(SESSION_KEYS.memberAccount, member.memberAccount);
  localStorage.setItem(SESSION_KEYS.currency, member.currency);
  localStorage.setItem(SESSION_KEYS.memberType, member.memberType);
  logoutEvents.dispatchEvent(new Event('login'));
}

export function onLogin(listener: () => void): () => void {
  logoutEvents.addEventListener('login', listener);
  return () => logoutEvents.removeEventListener('login', listener);
}
