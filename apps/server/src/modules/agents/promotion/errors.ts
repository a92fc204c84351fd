import { PlatformCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

/** What an agent is told about its links (in its language: messages/*.ts translate these). */
export const PromotionErrors = errorTable('agentPromotion', {
  notAgent: {
    code: PlatformCode.FORBIDDEN,
    httpStatus: 403,
    message: 'Only an active agent has promotion links',
  },
  linkNotFound: { code: PlatformCode.NOT_FOUND, httpStatus: 404, message: 'No such link (id)' },
  tooManyLinks: {
    code: PlatformCode.BAD_REQUEST,
    httpStatus: 400,
    message: 'You already have {{limit}} links: rename or reuse one (name)',
  },
  linkBlocked: {
    code: PlatformCode.BAD_REQUEST,
    httpStatus: 400,
    message: 'Staff switched this link off; only they can switch it on again (is_active)',
  },
} as const satisfies Record<string, ErrorSpec>);

/** Refusals of the staff calls (staff read English). */
export const AdminPromotionErrors = errorTable(
  'agentPromotionStaff',
  {
    linkNotFound: { code: PlatformCode.NOT_FOUND, httpStatus: 404, message: 'id: no such link on this site' },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
