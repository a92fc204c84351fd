const KEY = 'udid';

/**
 * A stable random id for this browser, sent as the login's `udid` so the server can tell a different
 * device (login code 107). Every tab of the browser shares it, as they share the stored login.
 */
export function deviceId(): string {
  let id = localStorage.getItem(KEY);
  if (!id) {
    // getRandomValues works outside secure contexts too (randomUUID does not).
    id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
      '',
    );
    localStorage.setItem(KEY, id);
  }
  return id;
}
