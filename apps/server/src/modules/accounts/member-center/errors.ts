import { MemberCenterCode, PlatformCode, VerifyResetCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

/** Codes of the member-centre calls; HTTP 200 with a non-success `code`, as the clients expect. */
const e = (code: number, message: string): ErrorSpec => ({ code, httpStatus: 200, message });

export const MemberCenterErrors = errorTable('memberCenter', {
  // Recovery (§8 verify/reset: the client shows one "please verify again" text for all of them).
  verifyMismatch: e(VerifyResetCode.E101, 'The details do not match our records'),
  verifyTooMany: e(VerifyResetCode.E102, 'Too many attempts, try again later'),
  verifyContactMissing: e(VerifyResetCode.E201, 'Give the email or the phone of the account'),
  verifyAccountInactive: e(VerifyResetCode.E202, 'This account cannot be recovered, contact support'),
  resetTokenInvalid: e(VerifyResetCode.E203, 'Verification is invalid or already used, verify again'),
  resetTokenExpired: e(VerifyResetCode.E204, 'Verification expired, verify again'),
  // Withdraw password and bank accounts.
  wrongWithdrawPassword: e(MemberCenterCode.WRONG_WITHDRAW_PASSWORD, 'The withdraw password is wrong'),
  oldWithdrawPasswordRequired: e(
    MemberCenterCode.OLD_WITHDRAW_PASSWORD_REQUIRED,
    'Enter the current withdraw password',
  ),
  bankAccountRepeat: e(MemberCenterCode.BANK_ACCOUNT_REPEAT, 'This bank account is already bound'),
} as const satisfies Record<string, ErrorSpec>);

/** Refusals of the login IP block calls of the back office (staff read English). */
export const LoginIpBlockErrors = errorTable(
  'loginIpBlocks',
  {
    taken: { code: 409, httpStatus: 409, message: 'network: already blocked on this site' },
    notFound: { code: PlatformCode.NOT_FOUND, httpStatus: 404, message: 'No such IP block on this site' },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
