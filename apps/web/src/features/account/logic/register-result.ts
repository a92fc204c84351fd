import { isSuccessCode, RegisterCode } from '@arks/contracts';

/**
 * Where a registration failure is shown (spec §8): on a form field when the code names one, otherwise
 * above the form. `message` is the server's text when the spec says so; `messageKey` a catalog key.
 */
export interface RegisterFailure {
  field: string | null;
  messageKey: string | null;
  message: string | null;
  /** Code 107: the recommend programme closed, the form drops the recommend code. */
  turnOffRecommend?: boolean;
}

const KEYED: Record<number, { field: string | null; key: string }> = {
  [RegisterCode.ACCOUNT_REPEAT]: { field: 'member_account', key: 'signup.err_account_repeat' },
  [RegisterCode.NAME_REPEAT]: { field: 'member_name', key: 'signup.err_name_repeat' },
  [RegisterCode.PHONE_REPEAT]: { field: 'member_phone', key: 'signup.err_phone_repeat' },
  [RegisterCode.EMAIL_REPEAT]: { field: 'member_email', key: 'signup.err_email_repeat' },
  [RegisterCode.NO_PROXY]: { field: null, key: 'signup.err_no_proxy' },
  [RegisterCode.RECOMMEND_CLOSED]: { field: 'recommend_code', key: 'signup.err_recommend_closed' },
  [RegisterCode.AGENT_DISABLED]: { field: null, key: 'signup.err_agent_disabled' },
  [RegisterCode.RECOMMEND_DISABLED]: { field: 'recommend_code', key: 'signup.err_recommend_disabled' },
  [RegisterCode.CODE_DISABLED]: { field: 'recommend_code', key: 'signup.err_code_disabled' },
  [RegisterCode.INTRODUCER_NOT_FOUND]: { field: null, key: 'signup.err_introducer_not_found' },
  [RegisterCode.INTRODUCER_NOT_FOUND_219]: { field: null, key: 'signup.err_introducer_not_found' },
  [RegisterCode.WRONG_PHONE_VERIFY_CODE]: { field: 'phone_verify', key: 'signup.err_phone_verify_wrong' },
  [RegisterCode.IDENTITY_REPEAT]: { field: 'identity_id', key: 'signup.err_identity_repeat' },
  [RegisterCode.IDENTITY_REPEAT_223]: { field: 'identity_id', key: 'signup.err_identity_repeat' },
  [RegisterCode.NAME_BLACKLISTED]: { field: 'member_name', key: 'signup.err_name_blacklisted' },
  [RegisterCode.EMAIL_INVALID]: { field: 'member_email', key: 'signup.err_email_format' },
  [RegisterCode.PHONE_INVALID]: { field: 'member_phone', key: 'signup.err_phone_invalid' },
  [RegisterCode.EMAIL_BLACKLISTED]: { field: 'member_email', key: 'signup.err_email_blacklisted' },
  [RegisterCode.IP_ERROR]: { field: null, key: 'signup.err_ip' },
  [RegisterCode.INTRODUCER_NOT_FOUND_ON_PHONE_VERIFY]: {
    field: 'phone_verify',
    key: 'signup.err_introducer_not_found',
  },
  [RegisterCode.CAPTCHA_FAILED]: { field: 'captcha_answer', key: 'verify_failed' },
  [RegisterCode.NAME_INVALID]: { field: 'member_name', key: 'signup.err_name_invalid' },
  [RegisterCode.INTRODUCER_INVALID]: { field: null, key: 'signup.err_introducer_invalid' },
  [RegisterCode.TOO_FREQUENT]: { field: null, key: 'signup.err_too_frequent' },
  [RegisterCode.LIMIT_PER_IP]: { field: null, key: 'signup.err_limit_per_ip' },
};

/** Codes whose server message is shown on the named field. */
const SERVER_MESSAGE_FIELDS: Record<number, string> = {
  [RegisterCode.PHONE_SERVER_MESSAGE]: 'member_phone',
  [RegisterCode.QQ]: 'member_qq',
  [RegisterCode.SKYPE]: 'member_skype',
  [RegisterCode.WECHAT]: 'member_wechat',
  [RegisterCode.ZALO]: 'member_zalo',
  [RegisterCode.FACEBOOK]: 'member_fb',
  [RegisterCode.TELEGRAM]: 'member_telegram',
  [RegisterCode.WHATSAPP]: 'member_whats_app',
};

export function registerFailure(code: number, message: string): RegisterFailure | null {
  if (isSuccessCode(code)) return null;
  const keyed = KEYED[code];
  if (keyed) {
    return {
      field: keyed.field,
      messageKey: keyed.key,
      message: null,
      ...(code === RegisterCode.RECOMMEND_CLOSED ? { turnOffRecommend: true } : {}),
    };
  }
  const field = SERVER_MESSAGE_FIELDS[code];
  if (field) return { field, messageKey: message ? null : 'signup.err_unknown', message: message || null };
  // Unknown: the server's message, or a generic error.
  return { field: null, messageKey: message ? null : 'signup.err_unknown', message: message || null };
}
