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
    passwordChangeRequired: {
      code: 107,
      httpStatus: 403,
      message: 'Set a password of your own before using the back office',
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

/** Staff-account proposals: changes that give or restore power wait for a second admin. */
export const StaffProposalErrors = errorTable(
  'staffProposals',
  {
    notFound: { code: PlatformCode.NOT_FOUND, httpStatus: 404, message: 'id: no such staff proposal' },
    decided: { code: 409, httpStatus: 409, message: 'This staff proposal was already decided' },
    ownProposal: {
      code: PlatformCode.FORBIDDEN,
      httpStatus: 403,
      message: 'A second admin must approve this change: its maker cannot',
    },
    alreadyProposed: {
      code: 409,
      httpStatus: 409,
      message: 'A change of this kind to this account is already waiting for approval',
    },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);

/**
 * Why a staff member may not approve what another made (checkApprover): the second pair of eyes must
 * belong to someone the maker does not control.
 */
export const ApproverErrors = errorTable(
  'approver',
  {
    sameStaff: {
      code: PlatformCode.FORBIDDEN,
      httpStatus: 403,
      message: 'A second staff member must approve this: its maker cannot',
    },
    createdByMaker: {
      code: PlatformCode.FORBIDDEN,
      httpStatus: 403,
      message: 'You cannot approve this: your account was created by its maker',
    },
    changedByMaker: {
      code: PlatformCode.FORBIDDEN,
      httpStatus: 403,
      message: 'You cannot approve this: your role or two-factor was last changed by its maker',
    },
    passwordNotOwn: {
      code: PlatformCode.FORBIDDEN,
      httpStatus: 403,
      message: 'Set a password of your own before approving anything',
    },
    totpMissing: {
      code: PlatformCode.FORBIDDEN,
      httpStatus: 403,
      message: 'Set up two-factor authentication before approving anything',
    },
    unknown: { code: PlatformCode.FORBIDDEN, httpStatus: 403, message: 'Forbidden' },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
