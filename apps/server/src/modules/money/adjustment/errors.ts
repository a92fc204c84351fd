import { MoneyCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

export const AdjustmentErrors = errorTable(
  'adjustment',
  {
    memberNotFound: { code: MoneyCode.ORDER_NOT_FOUND, httpStatus: 404, message: 'Member not found' },
    adjustmentZero: {
      code: MoneyCode.AMOUNT_OUT_OF_RANGE,
      httpStatus: 200,
      message: 'An adjustment must not be zero',
    },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
