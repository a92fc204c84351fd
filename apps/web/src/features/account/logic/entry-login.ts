import type { StoredMember } from '../../../api/session';
import { DEMO_TOKEN } from './session-state';

/** Spec §4 query-token login: all four parameters present and skipReloadGetInfo unset. */
export function shouldQueryTokenLogin(
  entry: {
    tk: string | null;
    member_account: string | null;
    member_currency: string | null;
    member_id: string | null;
  },
  skipReloadGetInfo: string | null,
): boolean {
  if (skipReloadGetInfo) return false;
  return Boolean(entry.tk && entry.member_account && entry.member_currency && entry.member_id);
}

/** The localStorage values a successful login writes (spec §3, §4). */
export function storedMemberFromLogin(data: {
  token: string;
  member_id: string | number;
  member_account: string;
  member_currency: string;
  member_type?: string | number | null;
}): Required<{ [K in keyof StoredMember]: string }> {
  return {
    token: data.token,
    memberId: String(data.member_id),
    memberAccount: data.member_account,
    currency: data.member_currency,
    memberType: String(data.member_type ?? 1),
  };
}

/** After a member-layout load: which mandatory step comes first (spec §3 layout flags, §6). */
export type AfterLoginStep =
  { kind: 'none' } | { kind: 'change-password'; as: 'dialog' | 'page' } | { kind: 'bind-bank' };

export function afterLoginStep(
  layout:
    | {
        first_login_to_change_password?: number | boolean | null;
        need_bank_account_deposit_verified?: number | boolean | null;
        bank_account_bound?: number | boolean | null;
      }
    | null
    | undefined,
  mode: 'desktop' | 'mobile',
): AfterLoginStep {
  if (!layout) return { kind: 'none' };
  if (Number(layout.first_login_to_change_password) === 1) {
    return { kind: 'change-password', as: mode === 'desktop' ? 'dialog' : 'page' };
  }
  // Only a member with no account is asked to bind one. need_bank_account_deposit_verified means a
  // bound account waits for staff to verify it: asking that member to bind again would be wrong.
  if (layout.bank_account_bound != null && Number(layout.bank_account_bound) === 0)
    return { kind: 'bind-bank' };
  return { kind: 'none' };
}

/**
 * The saved target a login returns to (spec §4): only same-site paths, never the auth pages that
 * would loop, and home otherwise.
 */
export function loginRedirectTarget(saved: string | null | undefined): string | null {
  if (!saved) return null;
  if (!saved.startsWith('/') || saved.startsWith('//')) return null;
  const path = saved.split(/[?#]/)[0]!.toLowerCase();
  if (path === '/register' || path === '/authcallback' || path === '/close' || path === '/loading')
    return null;
  return saved;
}

/** Spec §1 demo mode: a clearly labelled pretend member; nothing is sent to the server. */
export const DEMO_MEMBER = {
  token: DEMO_TOKEN,
  member_id: 0,
  member_account: 'demo_member',
  member_type: 1,
} as const;

export function demoLogin(currency: string) {
  return storedMemberFromLogin({ ...DEMO_MEMBER, member_currency: currency });
}
