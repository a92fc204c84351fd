import { MoneyCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

/** Refusals of the provider transfer desk (staff read them in English, like the other staff tables). */
export const TransferDeskErrors = errorTable(
  'transferDesk',
  {
    notPending: {
      code: MoneyCode.TRANSFER_NOT_PENDING,
      httpStatus: 409,
      message: 'id: no pending provider transfer has this id (it may have been settled meanwhile)',
    },
    noAdapter: {
      code: 503,
      httpStatus: 503,
      message: 'This provider is not configured or not active, so it cannot be asked',
    },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
