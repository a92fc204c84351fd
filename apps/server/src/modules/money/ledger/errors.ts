import { MoneyCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

const e = (code: number, message: string): ErrorSpec => ({ code, httpStatus: 200, message });

export const LedgerErrors = errorTable('ledger', {
  amountInvalid: e(MoneyCode.AMOUNT_OUT_OF_RANGE, 'The amount has more decimal places than the currency'),
  insufficientFunds: e(MoneyCode.INSUFFICIENT_FUNDS, 'Insufficient balance'),
  idempotencyConflict: {
    code: MoneyCode.IDEMPOTENCY_CONFLICT,
    httpStatus: 409,
    message: 'This request key was already used for a different transfer',
  },
  notPending: e(MoneyCode.TRANSFER_NOT_PENDING, 'The transfer was already resolved the other way'),
  notFound: e(MoneyCode.ORDER_NOT_FOUND, 'Transfer not found'),
  alreadyReversed: e(MoneyCode.TRANSFER_NOT_PENDING, 'The transfer was already reversed'),
} as const satisfies Record<string, ErrorSpec>);
