import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminApiError } from '../api/admin-client';
import { sessionToken } from '../api/session-token';
import { staffSession } from '../api/staff-session';
import { ok, stubFetch } from '../test/fetch-stub';
import {
  createAuthProvider,
  ENROL_PATH,
  EXPIRED_PATH,
  expiredLoginPath,
  LOGIN_CODES,
  PASSWORD_PATH,
} from './auth-provider';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;
const auth = createAuthProvider(t);
const profile = (extra: object = {}) => ({
  id: 1,
  account: 'boss',
  role: 'admin',
  totp_enabled: true,
  must_change_password: false,
  language: null,
  time_zone: null,
  ...extra,
});

afterEach(() => {
  vi.unstubAllGlobals();
  staffSession.forget();
});

describe('sign-in', () => {
  it('keeps the token and who signed in; staff without two-factor go to enrolment first', async () => {
    stubFetch(ok({ token: 'tok-1', staff: profile({ totp_enabled: false }) }));
    const answer = await auth.login({ account: 'boss', password: 'pw' });
    expect(answer).toEqual({ success: true, redirectTo: ENROL_PATH });
    expect(sessionToken.get()).toBe('tok-1');
    expect(staffSession.current()?.account).toBe('boss');
  });

  it('sends an account with a first password to set its own, before two-factor and before any page', async () => {
    stubFetch(ok({ token: 'tok-3', staff: profile({ totp_enabled: false, must_change_password: true }) }));
    expect(await auth.login({ account: 'boss', password: 'pw' })).toEqual({
      success: true,
      redirectTo: PASSWORD_PATH,
    });
    expect(await auth.check()).toMatchObject({ authenticated: false, redirectTo: PASSWORD_PATH });
    const refused = new AdminApiError({ code: 107, status: 403, message: 'Set a password' });
    expect(await auth.onError(refused)).toEqual({ redirectTo: PASSWORD_PATH });
  });

  it('says a refused sign-in in the staff member’s language, with the code the form reacts to', async () => {
    stubFetch({ code: LOGIN_CODES.totpRequired, message: 'Enter the code', data: null });
    const answer = await auth.login({ account: 'boss', password: 'pw' });
    expect(answer.success).toBe(false);
    expect(answer.error).toMatchObject({
      message: 'login.errors.totpRequired',
      code: 102,
      name: 'login.submit',
    });
    expect(sessionToken.get()).toBeNull();
  });
});

describe('an ended session', () => {
  it('sends a call’s 401 back to sign-in with the reason and the page to return to', async () => {
    sessionToken.set('tok-2');
    const answer = await auth.onError(new AdminApiError({ code: 401, status: 401, message: 'Unauthorized' }));
    expect(answer).toMatchObject({ logout: true, redirectTo: expiredLoginPath() });
    expect(expiredLoginPath({ pathname: '/admin/members', search: '?currentPage=2' })).toBe(
      `${EXPIRED_PATH}?to=${encodeURIComponent('/members?currentPage=2')}`,
    );
    expect(sessionToken.get()).toBeNull();
    // Refine signs out after onError; that must not turn "expired" into "signed out".
    expect((await auth.logout({})).redirectTo).toBe(EXPIRED_PATH);
    expect(await auth.check()).toMatchObject({ authenticated: false, redirectTo: EXPIRED_PATH });
  });

  it('finds an ended session when checking, too', async () => {
    sessionToken.set('tok-3');
    stubFetch({ status: 401, body: { code: 401, message: 'Unauthorized', data: null } });
    expect(await auth.check()).toMatchObject({
      authenticated: false,
      logout: true,
      redirectTo: EXPIRED_PATH,
    });
  });

  it('sends staff without two-factor to enrolment when the server asks for it (104)', async () => {
    const answer = await auth.onError(
      new AdminApiError({ code: 104, status: 403, message: 'Set up two-factor' }),
    );
    expect(answer).toEqual({ redirectTo: ENROL_PATH });
  });

  it('leaves other refusals (403 of a role, 400 of a field) to the page', async () => {
    sessionToken.set('tok-4');
    expect(await auth.onError(new AdminApiError({ code: 403, status: 403, message: 'Forbidden' }))).toEqual(
      {},
    );
    expect(sessionToken.get()).toBe('tok-4');
  });

  it('signing out ends the session on the server and says so on the sign-in page', async () => {
    sessionToken.set('tok-5');
    const calls = stubFetch(ok({}));
    expect((await auth.logout({})).redirectTo).toBe('/login/signed-out');
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/admin/auth/logout' });
    expect(calls[0]!.headers.authorization).toBe('Bearer tok-5');
    expect(sessionToken.get()).toBeNull();
  });
});

describe('checking the session', () => {
  it('asks the server who is signed in at most every 30 s', async () => {
    sessionToken.set('tok-6');
    const calls = stubFetch(ok(profile()));
    expect(await auth.check()).toEqual({ authenticated: true });
    expect(await auth.check()).toEqual({ authenticated: true });
    expect(calls).toHaveLength(1);
  });

  it('without a token, is plain sign-in', async () => {
    expect(await auth.check()).toEqual({ authenticated: false, redirectTo: '/login' });
  });
});
