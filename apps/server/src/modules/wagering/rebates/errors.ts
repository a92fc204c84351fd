import { MoneyCode } from '@arks/contracts';
import { errorTable, PlatformErrors, type ErrorSpec } from '../../../platform/app-error';

/** What staff read when a rebate decision or run is refused. */
export const RebateErrors = errorTable(
  'rebate',
  {
    notFound: { code: MoneyCode.ORDER_NOT_FOUND, httpStatus: 404, message: 'id: no such rebate' },
    decided: {
      code: MoneyCode.ORDER_ALREADY_RESOLVED,
      httpStatus: 409,
      message: 'This rebate is not waiting for approval (already decided or paid)',
    },
    ownRun: {
      ...PlatformErrors.forbidden,
      message: 'A second staff member must approve this rebate: the one whose run computed it cannot',
    },
    siteNotFound: { ...PlatformErrors.notFound, message: 'site_id: no such site' },
    dayOpen: {
      ...PlatformErrors.badRequest,
      message: "day: the day has not closed yet in the site's time zone",
    },
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
