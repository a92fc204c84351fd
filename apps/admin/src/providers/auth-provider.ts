import { AdminLogin, AdminLogout, PlatformCode } from '@arks/contracts';
import type { AuthProvider } from '@refinedev/core';
import {
  AdminApiError,
  callAdmin,
  PASSWORD_CHANGE_REQUIRED,
  TOTP_ENROLMENT_REQUIRED,
} from '../api/admin-client';
import { sessionToken } from '../api/session-token';
import { staffSession } from '../api/staff-session';

export interface LoginInput {
  account: string;
  password: string;
  totp_code?: string;
  captcha_token?: string;
  captcha_answer?: string;
}

/** Where the console goes once signed in: enrolment first for staff without two-factor. */
export const ENROL_PATH = '/two-factor';

/** Before even that, an account an admin made sets a password of its own. */
export const PASSWORD_PATH = '/password';

/** The first step a signed-in staff member still owes before any page: their password, then two-factor. */
export function pendingStep(staff: { must_change_password: boolean; totp_enabled: boolean }) {
  if (staff.must_change_password) return PASSWORD_PATH;
  return staff.totp_enabled ? undefined : ENROL_PATH;
}

/** Sign-in after the session ended: the page says why. */
export const EXPIRED_PATH = '/login/expired';

/**
 * Where a call's 401 sends staff: sign-in with the reason, and back to the page they were on
 * afterwards (refine's sign-in follows `to`).
 */
export function expiredLoginPath(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const here = `${location.pathname.replace(/^\/admin/, '') || '/'}${location.search}`;
  const back =
    here.startsWith('/login') || here.startsWith(ENROL_PATH) || here.startsWith(PASSWORD_PATH)
      ? ''
      : `?to=${encodeURIComponent(here)}`;
  return `${EXPIRED_PATH}${back}`;
}

const asError = (error: unknown): Error =>
  error instanceof AdminApiError
    ? Object.assign(new Error(error.message), { name: String(error.code), statusCode: error.status })
    : error instanceof Error
      ? error
      : new Error(String(error));

/** Staff error codes of the login call (server: staff errors) and their texts. */
export const LOGIN_CODES = {
  badCredentials: 101,
  totpRequired: 102,
  captchaRequired: 105,
  tooMany: 429,
} as const;

/** A refused login as refine shows it (title and text in the staff member's language), with its code. */
export function loginError(error: unknown, t: Translate): Error & { code?: number } {
  const code = error instanceof AdminApiError ? error.code : undefined;
  const known = Object.entries(LOGIN_CODES).find(([, c]) => c === code)?.[0];
  const message = known
    ? t(`login.errors.${known}`)
    : t('login.errors.failed', { message: error instanceof Error ? error.message : String(error) });
  return Object.assign(new Error(message), { name: t('login.submit'), code });
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Staff sign-in over /api/admin/auth. A 401 from any call means the session ended (30 idle minutes,
 * 12 hours, signed out elsewhere): the console drops it and sends staff to sign in again with a
 * message, returning them to the page they were on. The guard's 107 (first password not yet
 * replaced) sends them to set a password, its 104 (two-factor not set up) to enrolment.
 */
export const createAuthProvider = (t: Translate): AuthProvider => ({
  async login(input: LoginInput) {
    try {
      const { token, staff } = await callAdmin(AdminLogin, input);
      sessionToken.set(token);
      staffSession.remember(staff);
      return { success: true, redirectTo: pendingStep(staff) };
    } catch (error) {
      return { success: false, error: loginError(error, t) };
    }
  },

  async logout() {
    // After a 401 the session is already gone and forgotten; signing out then changes nothing.
    if (!sessionToken.get()) {
      return { success: true, redirectTo: staffSession.endedByExpiry() ? EXPIRED_PATH : '/login' };
    }
    // The server ends the session; if it is already gone there, forgetting it here is all that is left.
    await callAdmin(AdminLogout, {}).catch(() => undefined);
    staffSession.forget();
    return { success: true, redirectTo: '/login/signed-out' };
  },

  async check() {
    if (!sessionToken.get()) {
      return { authenticated: false, redirectTo: staffSession.endedByExpiry() ? EXPIRED_PATH : '/login' };
    }
    try {
      const staff = await staffSession.load();
      const step = pendingStep(staff);
      if (step) return { authenticated: false, redirectTo: step };
      return { authenticated: true };
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 401) {
        staffSession.forget('expired');
        // Refine adds the page to return to (`to`) itself on this path.
        return { authenticated: false, logout: true, redirectTo: EXPIRED_PATH };
      }
      return { authenticated: false, error: asError(error) };
    }
  },

  async onError(error: unknown) {
    if (error instanceof AdminApiError) {
      if (error.status === 401 || error.code === PlatformCode.UNAUTHORIZED) {
        staffSession.forget('expired');
        return { logout: true, redirectTo: expiredLoginPath(), error: asError(error) };
      }
      if (error.code === PASSWORD_CHANGE_REQUIRED) return { redirectTo: PASSWORD_PATH };
      if (error.code === TOTP_ENROLMENT_REQUIRED) return { redirectTo: ENROL_PATH };
    }
    return {};
  },

  getIdentity: async () => (sessionToken.get() ? staffSession.load().catch(() => null) : null),
  getPermissions: async () => staffSession.current()?.role ?? null,
});
