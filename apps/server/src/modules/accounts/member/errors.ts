import { LoginCode, PlatformCode, RegisterCode, ThirdPartyLoginCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

/** Spec §8 codes for the account calls; HTTP 200 with a non-success `code`, as the clients expect. */
const e = (code: number, message: string): ErrorSpec => ({ code, httpStatus: 200, message });

export const AccountErrors = errorTable('account', {
  accountError: e(LoginCode.ACCOUNT_ERROR, 'Wrong account or password'),
  accountDisabled: e(LoginCode.ACCOUNT_DISABLE, 'This account is disabled'),
  accountFrozen: e(LoginCode.ACCOUNT_FROZEN, 'This account is frozen'),
  differentDevice: e(LoginCode.DIFFERENT_DEVICE, 'This account is signed in on another device'),
  loginCaptcha: e(LoginCode.VERIFY_FAILED, 'Verification code is wrong or expired'),
  /** §8 106: the address is in a network the fraud desk blocked for the site (login IP blocks). */
  ipBlocked: e(LoginCode.IP_ERROR, 'Logins from this network are not allowed'),
  /** §8 201: the site takes logins only from its allowed networks, and this address is outside them. */
  ipNotAllowed: e(LoginCode.IP_ERROR_201, 'This site does not take logins from your network'),
  /** §8 202: the request's country (the CDN's country header) is blocked for the site. */
  countryBlocked: e(LoginCode.IP_ERROR_202, 'Logins from your country or region are not allowed'),
  /** §8 203: the member allows logins only from their own networks, and this address is outside them. */
  memberIpNotAllowed: e(LoginCode.IP_ERROR_203, 'This account cannot log in from your network'),
  transferValidation: e(LoginCode.TRANSFER_VALIDATION, 'Please verify your identity and set a new password'),
  accountRepeat: e(RegisterCode.ACCOUNT_REPEAT, 'This account name is taken'),
  nameRepeat: e(RegisterCode.NAME_REPEAT, 'This name is already registered'),
  phoneRepeat: e(RegisterCode.PHONE_REPEAT, 'This phone number is already registered'),
  emailRepeat: e(RegisterCode.EMAIL_REPEAT, 'This email is already registered'),
  /** §8 114: found taken at the field check (/register/verification). */
  identityRepeat: e(RegisterCode.IDENTITY_REPEAT, 'This identity number is already registered'),
  /** §8 223: found taken at the final submit (/register): taken since the check, or never checked. */
  identityRepeatAtSubmit: e(RegisterCode.IDENTITY_REPEAT_223, 'This identity number is already registered'),
  introducerNotFound: e(RegisterCode.INTRODUCER_NOT_FOUND, 'Introducer not found'),
  /** §8 219: the introducer is not a member of the site, found at the field check (/register/verification). */
  introducerNotFoundAtCheck: e(RegisterCode.INTRODUCER_NOT_FOUND_219, 'Introducer not found'),
  wrongPhoneVerifyCode: e(
    RegisterCode.WRONG_PHONE_VERIFY_CODE,
    'The phone verification code is wrong or expired',
  ),
  /** A third-party sign-in skips the security question, so an account flagged for it uses its password. */
  passwordRequired: e(
    ThirdPartyLoginCode.PASSWORD_REQUIRED,
    'Please sign in to this account with its password',
  ),
  registerCaptcha: e(RegisterCode.CAPTCHA_FAILED, 'Verification code is wrong or expired'),
  tooFrequent: e(RegisterCode.TOO_FREQUENT, 'Registering too frequently, please wait'),
  limitPerIp: e(RegisterCode.LIMIT_PER_IP, 'Registration limit for this network reached'),
  wrongOldPassword: e(101, 'The current password is wrong'),
  tooManyFailures: {
    code: PlatformCode.TOO_MANY_REQUESTS,
    httpStatus: 429,
    message: 'Too many failed attempts, try again later',
  },
  /** Spec §1: a demo site fakes its logins in the browser; the server takes no real one there. */
  demoSite: {
    code: PlatformCode.FORBIDDEN,
    httpStatus: 403,
    message: 'This is a demo site: accounts cannot register or sign in here',
  },
  currencyNotOpen: {
    code: PlatformCode.BAD_REQUEST,
    httpStatus: 400,
    message: 'This currency is not open on this site (member_currency)',
  },
} as const satisfies Record<string, ErrorSpec>);

/** Refusals of the site-rule calls of the back office (staff read English, like the other staff tables). */
export const SiteRuleErrors = errorTable(
  'memberSiteRules',
  {
    blocklistTaken: { code: 409, httpStatus: 409, message: 'value: already on this site’s blocklist' },
    blocklistMissing: {
      code: PlatformCode.NOT_FOUND,
      httpStatus: 404,
      message: 'value: not on this site’s blocklist',
    },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
