import { MemberCenterCode } from '@arks/contracts';
import { errorTable, PlatformErrors, type ErrorSpec } from '../../../platform/app-error';

/** Codes of `/member/apply_for_agent/check` (spec §6/§7): HTTP 200 with 101 or 104, as clients expect. */
const e = (code: number, message: string): ErrorSpec => ({ code, httpStatus: 200, message });

/** What a member reads when it may not apply; the 104s name what is missing, in the member's language. */
export const AgentApplyErrors = errorTable('agentApply', {
  alreadyAgent: e(MemberCenterCode.ALREADY_AGENT, 'You are already an agent'),
  accountInactive: e(
    MemberCenterCode.NOT_ELIGIBLE,
    'Your account is frozen or disabled: it cannot apply to become an agent',
  ),
  pending: e(MemberCenterCode.ALREADY_AGENT, 'Your application is waiting for review'),
  tooNew: e(
    MemberCenterCode.NOT_ELIGIBLE,
    'Not eligible yet: your account must be at least {{days}} days old',
  ),
  deposits: e(
    MemberCenterCode.NOT_ELIGIBLE,
    'Not eligible yet: total deposits of at least {{amount}} are needed (you have {{actual}})',
  ),
  validBets: e(
    MemberCenterCode.NOT_ELIGIBLE,
    'Not eligible yet: total valid bets of at least {{amount}} are needed (you have {{actual}})',
  ),
} as const satisfies Record<string, ErrorSpec>);

/** What staff read when an agent action is refused. */
export const AgentStaffErrors = errorTable(
  'agentStaff',
  {
    applicationNotFound: { ...PlatformErrors.notFound, message: 'id: no such application' },
    decided: { code: 409, httpStatus: 409, message: 'id: this application is already decided' },
    notAMember: { ...PlatformErrors.notFound, message: 'member_id: no such member' },
    notAnAgent: { ...PlatformErrors.notFound, message: 'member_id: this member is not an agent' },
    alreadyAgent: {
      code: 409,
      httpStatus: 409,
      message: 'member_id: already an agent (restore a suspended one instead)',
    },
    memberNotActive: {
      code: 409,
      httpStatus: 409,
      message: 'member_id: the member is {{status}}; restore the member before making it an agent',
    },
    parentNotActive: { ...PlatformErrors.badRequest, message: 'parent_id: not an active agent' },
    parentElsewhere: {
      ...PlatformErrors.badRequest,
      message: 'parent_id: the agent belongs to another site or currency',
    },
    cycle: {
      ...PlatformErrors.badRequest,
      message: 'new_agent_id: an agent cannot move under itself or its own subtree',
    },
    memberNeedsAgent: {
      ...PlatformErrors.badRequest,
      message: 'new_agent_id: a member who is not an agent moves under an active agent',
    },
    siteNotFound: { ...PlatformErrors.notFound, message: 'site_id: no such site' },
    currencyNotOffered: {
      ...PlatformErrors.badRequest,
      message: 'currency: the site does not offer this currency',
    },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
