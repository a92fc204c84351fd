/**
 * The staff session token. Kept in localStorage so a member opened in a new tab is still signed in;
 * the server ends it after 30 idle minutes or 12 hours, and the strict CSP leaves no inline script to
 * read it. Signing out in one tab signs out every tab (the storage event).
 */
const KEY = 'arks-admin-token';

export const sessionToken = {
  get: (): string | null => localStorage.getItem(KEY),
  set: (token: string) => localStorage.setItem(KEY, token),
  clear: () => localStorage.removeItem(KEY),
  /** Calls `onChange` when another tab signs in or out. */
  watch(onChange: (token: string | null) => void): () => void {
    const listener = (event: StorageEvent) => {
      if (event.key === KEY) onChange(event.newValue);
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
};
