import { PlatformCode } from '@arks/contracts';
import { errorTable } from '../../../platform/app-error';

/** Staff-only answers: the console shows their English text. */
export const ReportErrors = errorTable(
  'reports',
  {
    siteNotFound: { code: PlatformCode.NOT_FOUND, httpStatus: 404, message: 'site_id: no such site' },
    taskNotFound: {
      code: PlatformCode.NOT_FOUND,
      httpStatus: 404,
      message: 'id: no such reconciliation task',
    },
  },
  'staff',
);
