import { PlatformCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

/** Refusals of the bet feed desk (staff read them in English, like the other staff tables). */
export const BetFeedErrors = errorTable(
  'betFeeds',
  {
    unknownProvider: {
      code: PlatformCode.NOT_FOUND,
      httpStatus: 404,
      message: 'gp_id: no active provider this server can reach has this id',
    },
    gapNotFound: {
      code: PlatformCode.NOT_FOUND,
      httpStatus: 404,
      message: 'id: no bet feed gap has this id',
    },
    gapResolved: {
      code: PlatformCode.BAD_REQUEST,
      httpStatus: 409,
      message: 'id: this gap was resolved already',
    },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
