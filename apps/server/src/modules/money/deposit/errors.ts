import { MoneyCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

const e = (code: number, message: string): ErrorSpec => ({ code, httpStatus: 200, message });

export const DepositErrors = errorTable('deposit', {
  outOfRange: e(MoneyCode.AMOUNT_OUT_OF_RANGE, 'The amount is outside this channel’s limits'),
  channel: e(MoneyCode.CHANNEL_UNAVAILABLE, 'This deposit channel is not available'),
  dailyLimit: e(
    MoneyCode.AMOUNT_OUT_OF_RANGE,
    'This channel has reached its limit for today; choose another channel or a smaller amount',
  ),
  noPublicOrigin: e(
    MoneyCode.CHANNEL_UNAVAILABLE,
    'Online payment is not available on this site yet (no public address is configured)',
  ),
  notFound: e(MoneyCode.ORDER_NOT_FOUND, 'Deposit order not found'),
  resolved: e(MoneyCode.ORDER_ALREADY_RESOLVED, 'This deposit was already decided'),
  keyConflict: e(MoneyCode.IDEMPOTENCY_CONFLICT, 'This request key was already used for another deposit'),
} as const satisfies Record<string, ErrorSpec>);

/** Refusals staff meet managing channels (read in English, like the other staff tables). */
export const DepositChannelErrors = errorTable(
  'deposit-channel',
  {
    notFound: { code: MoneyCode.CHANNEL_UNAVAILABLE, httpStatus: 404, message: 'Deposit channel not found' },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
