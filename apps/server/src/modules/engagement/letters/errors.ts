import { PlatformCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

export const LetterErrors = errorTable('letter', {
  notFound: { code: PlatformCode.NOT_FOUND, httpStatus: 404, message: 'No such letter' },
} as const satisfies Record<string, ErrorSpec>);
