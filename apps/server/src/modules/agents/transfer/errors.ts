import { MoneyCode } from '@arks/contracts';
import { errorTable, PlatformErrors, type ErrorSpec } from '../../../platform/app-error';

/** What an agent reads when a transfer to its downline is refused (in its language). */
export const AgentTransferErrors = errorTable('agentTransfer', {
  notAgent: { ...PlatformErrors.forbidden, message: 'Only an active agent can transfer to its members' },
  notDirectMember: {
    ...PlatformErrors.badRequest,
    message: 'member_account: not one of your direct members',
  },
  memberInactive: {
    ...PlatformErrors.badRequest,
    message: 'member_account: this member cannot receive transfers now',
  },
  amountZero: {
    code: MoneyCode.AMOUNT_OUT_OF_RANGE,
    httpStatus: 200,
    message: 'amount: must be more than 0',
  },
  transfersOff: {
    code: MoneyCode.AMOUNT_OUT_OF_RANGE,
    httpStatus: 200,
    message: 'Transfers to members are not open for your currency',
  },
  aboveSingle: {
    code: MoneyCode.AMOUNT_OUT_OF_RANGE,
    httpStatus: 200,
    message: 'amount: above your limit for one transfer ({{limit}})',
  },
  aboveDaily: {
    code: MoneyCode.AMOUNT_OUT_OF_RANGE,
    httpStatus: 200,
    message: 'amount: this would pass your transfer limit for today ({{left}} left)',
  },
  aboveMaxBalance: {
    code: MoneyCode.AMOUNT_OUT_OF_RANGE,
    httpStatus: 200,
    message: "amount: the member's balance would pass its currency's ceiling",
  },
  keyConflict: {
    code: MoneyCode.IDEMPOTENCY_CONFLICT,
    httpStatus: 409,
    message: 'This request key was already used for a different transfer',
  },
} as const satisfies Record<string, ErrorSpec>);

/** What staff read when deciding an agent transfer is refused. */
export const AgentTransferStaffErrors = errorTable(
  'agentTransferStaff',
  {
    notFound: { code: MoneyCode.ORDER_NOT_FOUND, httpStatus: 404, message: 'id: no such agent transfer' },
    decided: {
      code: MoneyCode.ORDER_ALREADY_RESOLVED,
      httpStatus: 409,
      message: 'This agent transfer is not waiting for approval (already decided)',
    },
    siteNotFound: { ...PlatformErrors.notFound, message: 'site_id: no such site' },
    agentSuspended: {
      code: MoneyCode.ORDER_ALREADY_RESOLVED,
      httpStatus: 409,
      message:
        'agent_id: the agent is suspended; reject the transfer to give the money back, or restore the agent first',
    },
    aboveMaxBalance: {
      ...PlatformErrors.badRequest,
      message: "amount: the member's balance may not exceed its currency's ceiling",
    },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
