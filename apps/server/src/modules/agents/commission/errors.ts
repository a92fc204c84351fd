import { MoneyCode } from '@arks/contracts';
import { errorTable, PlatformErrors, type ErrorSpec } from '../../../platform/app-error';

/** What an agent reads when a commission call is refused. */
export const CommissionErrors = errorTable('commission', {
  notAgent: { ...PlatformErrors.forbidden, message: 'Only an agent has commission settlements' },
  notFound: { ...PlatformErrors.notFound, message: 'Settlement not found' },
} as const satisfies Record<string, ErrorSpec>);

/** What staff read when a plan, run or decision is refused. */
export const CommissionStaffErrors = errorTable(
  'commissionStaff',
  {
    notFound: { code: MoneyCode.ORDER_NOT_FOUND, httpStatus: 404, message: 'id: no such statement' },
    decided: {
      code: MoneyCode.ORDER_ALREADY_RESOLVED,
      httpStatus: 409,
      message: 'This statement is not waiting for a decision (already paid, or back in preview)',
    },
    ownApproval: {
      ...PlatformErrors.forbidden,
      message: 'A second staff member must pay this statement: the one who approved it cannot',
    },
    previousOpen: {
      code: MoneyCode.ORDER_ALREADY_RESOLVED,
      httpStatus: 409,
      message: "period_start: the agent's previous period is not paid yet (its carry-over may still change)",
    },
    cpaTaken: {
      code: MoneyCode.ORDER_ALREADY_RESOLVED,
      httpStatus: 409,
      message: 'A CPA of this statement was paid by another one: run the period again before approving',
    },
    agentSuspended: {
      code: MoneyCode.ORDER_ALREADY_RESOLVED,
      httpStatus: 409,
      message:
        'agent_id: the agent is suspended; its statement stays as computed but cannot be approved or paid until staff restore the agent',
    },
    siteNotFound: { ...PlatformErrors.notFound, message: 'site_id: no such site' },
    currencyNotOffered: {
      ...PlatformErrors.badRequest,
      message: 'currency: the site does not offer this currency',
    },
    noPlan: {
      ...PlatformErrors.badRequest,
      message: 'period_start: no plan version was in force when this period opened',
    },
    notPeriodStart: {
      ...PlatformErrors.badRequest,
      message: "period_start: not the first day of one of the plan's periods",
    },
    periodOpen: {
      ...PlatformErrors.badRequest,
      message: "period_start: the period has not closed yet in the site's time zone",
    },
    aboveMaxBalance: {
      ...PlatformErrors.badRequest,
      message: "amount: the agent's balance may not exceed its currency's ceiling",
    },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
