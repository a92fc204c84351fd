import { isSuccessCode, LoginCode } from '@arks/contracts';

/** What the login form does with an answer of POST /login (spec §4, §8). */
export type LoginOutcome =
  | { kind: 'success' }
  | { kind: 'double-validation' }
  | { kind: 'transfer-validation' }
  | { kind: 'device'; messageKey: 'different_device' }
  | { kind: 'captcha-required'; messageKey: 'account.captchaNowRequired' }
  | { kind: 'error'; messageKey: string; params?: Record<string, string | number> }
  | { kind: 'server-message'; message: string };

/** Spec §8 login codes. A double-validation answer is recognised by its data (member_login_id). */
export function loginOutcome(input: {
  code: number;
  message: string;
  needsDoubleValidation?: boolean;
  /** The answer's data: a 105 with captcha_required asks for a captcha the site may not show. */
  data?: unknown;
}): LoginOutcome {
  const { code, message } = input;
  // The data of contracts' ZLoginCaptchaRequired, read without its schema: this file is in the first load.
  if (
    code === LoginCode.VERIFY_FAILED &&
    (input.data as { captcha_required?: unknown })?.captcha_required === true
  )
    return { kind: 'captcha-required', messageKey: 'account.captchaNowRequired' };
  if (isSuccessCode(code))
    return input.needsDoubleValidation ? { kind: 'double-validation' } : { kind: 'success' };
  switch (code) {
    case LoginCode.ACCOUNT_ERROR:
      return { kind: 'error', messageKey: 'account_error' };
    case LoginCode.ACCOUNT_DISABLE:
      return { kind: 'error', messageKey: 'account_disable' };
    case LoginCode.ACCOUNT_FROZEN:
      return { kind: 'error', messageKey: 'account_freezen' };
    case LoginCode.VERIFY_FAILED:
      return { kind: 'error', messageKey: 'verify_failed' };
    case LoginCode.IP_ERROR_201:
    case LoginCode.IP_ERROR_202:
    case LoginCode.IP_ERROR_203:
      return { kind: 'error', messageKey: 'ip_error_code', params: { code } };
    case LoginCode.IP_ERROR:
      return { kind: 'error', messageKey: 'ip_error' };
    case LoginCode.DIFFERENT_DEVICE:
      return { kind: 'device', messageKey: 'different_device' };
    case LoginCode.TRANSFER_VALIDATION:
      return { kind: 'transfer-validation' };
    default:
      return { kind: 'server-message', message };
  }
}

/**
 * A login refused because the account is disabled (102) or frozen (103): a login the native app saved
 * for it is no good any more (the cleanAccPW message, lib/native-bridge.ts).
 */
export function forgetsSavedLogin(code: number): boolean {
  return code === LoginCode.ACCOUNT_DISABLE || code === LoginCode.ACCOUNT_FROZEN;
}

/** Spec §8 double validation: server message, ip_error, verify_failed or double_validation_faild. */
export function doubleValidationOutcome(code: number, message: string): LoginOutcome {
  if (isSuccessCode(code)) return { kind: 'success' };
  if (code === 106) return { kind: 'error', messageKey: 'ip_error' };
  if ([103, 104, 105, 205, 206].includes(code)) return { kind: 'error', messageKey: 'verify_failed' };
  if (code === 998) return { kind: 'error', messageKey: 'double_validation_faild' };
  return { kind: 'server-message', message };
}

/** Spec §8: skipping a double-validation question answers 101 when the account is wrong. */
export function skipOutcome(code: number, message: string): LoginOutcome {
  if (isSuccessCode(code)) return { kind: 'success' };
  if (code === 101) return { kind: 'error', messageKey: 'account_error' };
  return { kind: 'server-message', message };
}

/** Spec §8 verify/reset: 101, 102, 201-204 ask the member to verify again; others show the server text. */
export function verifyResetOutcome(code: number, message: string): LoginOutcome {
  if (isSuccessCode(code)) return { kind: 'success' };
  if ([101, 102, 201, 202, 203, 204].includes(code)) {
    return { kind: 'error', messageKey: 'signup.error_verify_pls_reVerify' };
  }
  return { kind: 'server-message', message };
}

/** Spec §8 SMS codes. */
export function smsOutcome(code: number, message: string): LoginOutcome {
  if (isSuccessCode(code)) return { kind: 'success' };
  const keys: Record<number, string> = {
    99: 'signup.sms_phone_verify_error',
    102: 'signup.sms_limit_five_minutes',
    103: 'signup.sms_no_balance',
    104: 'signup.sms_contact_service',
    201: 'signup.sms_phone_blank',
    // Register 222 (introducer not found on phone verify) comes from this call; 215 shows the server's text.
    222: 'signup.err_introducer_not_found',
  };
  const key = keys[code];
  return key ? { kind: 'error', messageKey: key } : { kind: 'server-message', message };
}
