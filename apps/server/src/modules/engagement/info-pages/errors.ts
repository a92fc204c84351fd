import { PlatformCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

export const InfoPageErrors = errorTable('infoPage', {
  notFound: { code: PlatformCode.NOT_FOUND, httpStatus: 404, message: 'No such page' },
} as const satisfies Record<string, ErrorSpec>);
