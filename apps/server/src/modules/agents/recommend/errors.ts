import { MoneyCode } from '@arks/contracts';
import { errorTable, PlatformErrors, type ErrorSpec } from '../../../platform/app-error';

/** What staff read when a recommend reward decision, run or setting is refused. */
export const RecommendErrors = errorTable(
  'recommend',
  {
    notFound: { code: MoneyCode.ORDER_NOT_FOUND, httpStatus: 404, message: 'id: no such recommend reward' },
    decided: {
      code: MoneyCode.ORDER_ALREADY_RESOLVED,
      httpStatus: 409,
      message: 'This reward is not waiting for approval (already decided or paid)',
    },
    memberNotFound: { ...PlatformErrors.notFound, message: 'member_id: no such member' },
    siteNotFound: { ...PlatformErrors.notFound, message: 'site_id: no such site' },
    aboveMaxBalance: {
      ...PlatformErrors.badRequest,
      message: "amount: the member's balance may not exceed its currency's ceiling",
    },
    currencyNotOffered: {
      ...PlatformErrors.badRequest,
      message: 'currency: the site does not offer this currency',
    },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
