import { useSyncExternalStore } from 'react';
import { onLogin, onLogout, readStoredMember, SESSION_KEYS } from '../../../api/session';
import { sessionState, type SessionState } from '../logic/session-state';

// Snapshot cache: useSyncExternalStore needs the same object while storage has not changed.
let cachedKey = '';
let cachedState: SessionState = sessionState(readStoredMemberSafe());

function readStoredMemberSafe() {
  try {
    return readStoredMember();
  } catch {
    return { token: null, memberId: null, memberAccount: null, currency: null, memberType: null };
  }
}

function snapshot(): SessionState {
  const stored = readStoredMemberSafe();
  const key = JSON.stringify(stored);
  if (key !== cachedKey) {
    cachedKey = key;
    cachedState = sessionState(stored);
  }
  return cachedState;
}

function subscribe(onChange: () => void): () => void {
  const offLogout = onLogout(onChange);
  const offLogin = onLogin(onChange);
  // Another tab logging in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    offLogout();
    offLogin();
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
