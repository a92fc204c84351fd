import type { LoginRecord, SessionService } from '../session';
import type { MemberRow } from './repository';

/** A device type as clients send it (a number or a numeric string); anything else is none. */
export const deviceTypeOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

/**
 * A new session for a member who got in, answered as the login call answers it (spec §7 /login). The
 * login goes into the member's login history; its udid is the session's device (single-device rule).
 */
export async function startMemberSession(sessions: SessionService, member: MemberRow, login: LoginRecord) {
  const issued = await sessions.issue({
    memberId: member.id,
    siteId: member.siteId,
    currency: member.currency,
    device: login.udid ?? null,
    login,
  });
  return {
    member_id: member.id,
    member_account: member.account,
    member_currency: member.currency,
    member_type: member.memberType,
    token: issued.token,
  };
}
