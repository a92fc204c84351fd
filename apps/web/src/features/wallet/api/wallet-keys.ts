import { memberKeys } from '../../../api/query-keys';
import type { DateRange } from '../../../lib/records/date-range';

/** Wallet queries live under the member's keys, so a new login never sees another member's records. */
export const walletKeys = {
  myCash: memberKeys.wallets,
  transactions: (memberId: string | null, range: DateRange, page: number) =>
    [...memberKeys.all, 'transactions', memberId, range, page] as const,
  records: (kind: 'deposit' | 'withdraw', memberId: string | null, range: DateRange, page: number) =>
    [...memberKeys.records(kind, memberId), range, page] as const,
};
