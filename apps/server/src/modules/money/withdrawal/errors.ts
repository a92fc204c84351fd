import { MoneyCode } from '@arks/contracts';
import { type ErrorSpec, errorTable, PlatformErrors } from '../../../platform/app-error';

const e = (code: number, message: string): ErrorSpec => ({ code, httpStatus: 200, message });

export const WithdrawalErrors = errorTable('withdrawal', {
  amountOutOfRange: e(MoneyCode.AMOUNT_OUT_OF_RANGE, 'The amount is outside the withdrawal limits'),
  dailyCount: e(MoneyCode.AMOUNT_OUT_OF_RANGE, 'You have made as many withdrawal requests as allowed today'),
  dailyAmount: e(MoneyCode.AMOUNT_OUT_OF_RANGE, 'This amount would pass your withdrawal limit for today'),
  amountInvalid: e(MoneyCode.AMOUNT_OUT_OF_RANGE, 'The amount has more decimal places than the currency'),
  bankAccountInvalid: e(MoneyCode.BANK_ACCOUNT_INVALID, 'Choose one of your bound bank accounts'),
  notFound: e(MoneyCode.ORDER_NOT_FOUND, 'Withdrawal not found'),
  alreadyResolved: e(MoneyCode.ORDER_ALREADY_RESOLVED, 'This withdrawal was already resolved'),
  turnoverUnmet: e(
    MoneyCode.TURNOVER_UNMET,
    'Your turnover requirement is not met yet: place {{remaining}} more in valid bets before you withdraw',
  ),
  keyConflict: {
    code: MoneyCode.IDEMPOTENCY_CONFLICT,
    httpStatus: 409,
    message: 'This request key was already used for a different request',
  },
} as const satisfies Record<string, ErrorSpec>);

/** What staff reviewing withdrawals are told (English: the console says it in their language). */
export const WithdrawalReviewErrors = errorTable(
  'withdrawalReview',
  {
    sameApprover: {
      ...PlatformErrors.forbidden,
      message: 'A second staff member must approve this withdrawal: its first approver cannot',
    },
    notFound: { code: MoneyCode.ORDER_NOT_FOUND, httpStatus: 404, message: 'id: no such withdrawal' },
    /** Thrown with a message naming the account (payee-guard.ts); this one is its catalog text. */
    payeeUnverified: {
      code: MoneyCode.BANK_ACCOUNT_UNVERIFIED,
      httpStatus: 409,
      message: 'The bank account this withdrawal pays to is not verified by finance: verify it first',
    },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
