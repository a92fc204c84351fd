import { type ErrorSpec, errorTable } from '../../../platform/app-error';

/** Refusals of the site create and edit calls (admin only, in English like the other staff tables). */
export const SiteEditErrors = errorTable(
  'siteEdit',
  {
    /** The message names the field: `name: …` or `hosts: …`. */
    taken: { code: 409, httpStatus: 409, message: 'That name or host is already in use' },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
