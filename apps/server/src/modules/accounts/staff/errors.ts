import { PlatformCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

export const StaffErrors = errorTable(
  'staff',
  {
    badCredentials: { code: 101, httpStatus: 200, message: 'Wrong account, password or code' },
    totpRequired: { code: 102, httpStatus: 200, message: 'Enter the code from your authenticator app' },
    totpNotSetUp: { code: 103, httpStatus: 200, message: 'Start the authenticator set-up first' },
    totpEnrolmentRequired: {
      code: 104,
      httpStatus: 403,
      message: 'Set up two-factor authentication before using the back office',
    },
    totpNotEnabled: { code: 106, httpStatus: 200, message: 'Two-factor authentication is not on' },
    tooMany: { code: 429, httpStatus: 429, message: 'Too many failed attempts, try again later' },
    captchaRequired: {
      code: 105,
      httpStatus: 200,
      message: 'Too many failed attempts on this account: solve the captcha to go on',
    },
    /** One address asked for more captchas a second than the captcha service allows. */
    captchaTooFast: { code: 101, httpStatus: 200, message: 'Too many requests, retry in a second' },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);

/** Refusals of the staff-accounts calls (admin only, so in English like the other staff tables). */
export const StaffAccountErrors = errorTable(
  'staffAccounts',
  {
    notFound: { code: PlatformCode.NOT_FOUND, httpStatus: 404, message: 'No such staff account' },
    accountTaken: { code: 409, httpStatus: 409, message: 'account: that staff account already exists' },
    notYourself: {
      code: PlatformCode.FORBIDDEN,
      httpStatus: 403,
      message: 'You cannot demote or disable your own account; ask another admin',
    },
    lastAdmin: {
      code: 409,
      httpStatus: 409,
      message: 'This is the last active admin: make another admin first',
    },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
