import { PlatformCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

/** What staff are told by the turnover calls (English: the console says it in their language). */
export const TurnoverErrors = errorTable(
  'turnover',
  {
    notFound: { code: PlatformCode.NOT_FOUND, httpStatus: 404, message: 'id: no such turnover requirement' },
    memberNotFound: { code: PlatformCode.NOT_FOUND, httpStatus: 404, message: 'id: no such member' },
    notOpen: {
      code: PlatformCode.BAD_REQUEST,
      httpStatus: 409,
      message: 'id: the requirement is no longer open (met, cleared or waived)',
    },
    unknownCurrency: {
      code: PlatformCode.BAD_REQUEST,
      httpStatus: 400,
      message: 'currency: unknown currency',
    },
    amountInvalid: {
      code: PlatformCode.BAD_REQUEST,
      httpStatus: 400,
      message: 'amount: more decimal places than the currency has',
    },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
