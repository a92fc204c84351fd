import type { SessionService } from '../session';
import type { MemberRow } from './repository';

/** A new session for a member who got in, answered as the login call answers it (spec §7 /login). */
export async function startMemberSession(sessions: SessionService, member: MemberRow, device: string | null) {
  const issued = await sessions.issue({
    memberId: member.id,
    siteId: member.siteId,
    currency: member.currency,
    device,
  });
  return {
    member_id: member.id,
    member_account: member.account,
    member_currency: member.currency,
    member_type: member.memberType,
    token: issued.token,
  };
}
