import { z } from 'zod';
import { defineCall } from './call';
import { ZRegisterFieldSetting } from './register';
import { ZSiteScoped } from './site';
import { TEXT_MAX, text } from './text-limits';
import { V } from './validation';

/**
 * Member-account calls of spec §7 (first part: captcha, registration, login, logout, layout,
 * profile, password). Registration and login bodies are validated by the service against the
 * site's settings, so their request schemas here only fix the wire shape.
 */

const flag = z.union([z.literal(0), z.literal(1)]);

export const Captcha = defineCall({
  name: 'Captcha',
  method: 'POST',
  path: '/captcha',
  auth: 'public',
  request: ZSiteScoped.extend({
    type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
    // Our extension: 1 asks for a captcha even where the site has them off, after a login answered
    // 105 with data { captcha_required: true } (too many failures on that account).
    force: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .optional(),
  }),
  // `captcha` is SVG markup; empty (with an empty token) when the site does not ask for one.
  data: z.object({ token: z.string(), captcha: z.string(), placeholder: z.string() }),
});

export const RegisterSettings = defineCall({
  name: 'RegisterSettings',
  method: 'POST',
  path: '/arks/web/register-settings',
  auth: 'public',
  request: ZSiteScoped,
  data: z.object({ list: z.array(ZRegisterFieldSetting) }),
});

export const ServiceAgreement = defineCall({
  name: 'ServiceAgreement',
  method: 'POST',
  path: '/arks/web/register-settings/service-agreement',
  auth: 'public',
  request: ZSiteScoped,
  data: z.object({ title: z.string(), content: z.string() }),
});

/** Login success (§3): the member and the token; the token also comes back in the authorization header. */
export const ZLoginSuccess = z.object({
  member_id: z.number().int(),
  member_account: z.string(),
  member_currency: z.string(),
  member_type: z.number().int(),
  token: z.string(),
});

const optionalCode = text(TEXT_MAX.code).optional();
const optionalToken = text(TEXT_MAX.token).optional();
const optionalPassword = text(TEXT_MAX.password).optional();
/** Accounts are 6-12 characters (spec §9); longer is the same error the register form shows. */
const accountText = z.string().max(TEXT_MAX.account, V.accountLength);

export const Register = defineCall({
  name: 'Register',
  method: 'POST',
  path: '/register',
  auth: 'public',
  // Every parameter of §3 in snake_case; the per-currency rules run in the service (registerSchema).
  request: ZSiteScoped.extend({
    member_account: accountText,
    password: text(TEXT_MAX.password),
    check_password: optionalPassword,
    member_currency: text(TEXT_MAX.code),
    member_name: text(TEXT_MAX.name).optional(),
    member_email: text(TEXT_MAX.name).optional(),
    member_birthday: optionalCode,
    member_phone: optionalCode,
    member_qq: optionalCode,
    member_telegram: optionalCode,
    member_whats_app: optionalCode,
    member_skype: optionalCode,
    member_fb: optionalCode,
    member_zalo: optionalCode,
    member_wechat: optionalCode,
    member_others: text(TEXT_MAX.title).optional(),
    identity_id: optionalCode,
    withdraw_password: optionalCode,
    recommend_code: optionalCode,
    introducer: optionalCode,
    phone_verify: optionalCode,
    captcha_token: optionalToken,
    /** §3: the registration's captcha answer travels as `verify_code`; `captcha_answer` is taken too. */
    verify_code: optionalCode,
    captcha_answer: optionalCode,
    agreement: z.boolean().optional(),
  }).passthrough(),
  data: ZLoginSuccess,
});

export const GetLoginHeader = defineCall({
  name: 'GetLoginHeader',
  method: 'GET',
  path: '/get_login_header',
  auth: 'public',
  request: z.object({}).passthrough(),
  // What the client echoes in its login payload (§3 device info): the address the server sees.
  data: z.object({ remote_addr: z.string(), host: z.string() }),
});

/** Double validation (§3): the question columns a login may ask about. */
export const DOUBLE_VALIDATION_QUESTIONS = [
  'member_name',
  'identity_id',
  'member_phone',
  'member_email',
  'withdraw_password',
] as const;

/** A login that passed the password but must answer a question first. */
export const ZDoubleValidationNeeded = z.object({
  member_login_id: z.string(),
  question: z.enum(DOUBLE_VALIDATION_QUESTIONS),
  available_questions_count: z.number().int(),
});

/**
 * Past an account's failure threshold (100 failed logins in an hour) the login is not refused: it
 * answers §8 105 verify_failed with this data, also on sites whose captcha is off, until the call
 * carries a solved login captcha (ask POST /captcha with force=1). The right password with a right
 * captcha always logs in.
 */
export const ZLoginCaptchaRequired = z.object({ captcha_required: z.literal(true) });

export const Login = defineCall({
  name: 'Login',
  method: 'POST',
  path: '/login',
  auth: 'public',
  request: ZSiteScoped.extend({
    account: accountText,
    password: text(TEXT_MAX.password),
    captcha_token: optionalToken,
    captcha_answer: optionalCode,
    answer: text(TEXT_MAX.name).optional(),
    remote_addr: optionalCode,
    host: text(TEXT_MAX.title).optional(),
    device: z.coerce.number().int().optional(),
    system_group: optionalCode,
    udid: optionalToken,
    login_type: z.coerce.number().int().optional(),
    cdn: text(TEXT_MAX.title).optional(),
    system: optionalCode,
    browser: text(TEXT_MAX.title).optional(),
    system_version: optionalCode,
  }).passthrough(),
  data: z.union([ZLoginSuccess, ZDoubleValidationNeeded]),
});

export const DoubleValidation = defineCall({
  name: 'DoubleValidation',
  method: 'POST',
  path: '/login/double_validation',
  auth: 'public',
  request: z
    .object({
      member_login_id: text(TEXT_MAX.token).min(1),
      answer: text(TEXT_MAX.name),
      captcha_answer: optionalCode,
      captcha_token: optionalToken,
    })
    .passthrough(),
  data: ZLoginSuccess,
});

export const DoubleValidationSkip = defineCall({
  name: 'DoubleValidationSkip',
  method: 'POST',
  path: '/login/double_validation/skip',
  auth: 'public',
  request: z.object({ member_login_id: text(TEXT_MAX.token).min(1) }),
  data: ZDoubleValidationNeeded.omit({ member_login_id: true }),
});

export const Logout = defineCall({
  name: 'Logout',
  method: 'POST',
  path: '/logout',
  auth: 'member',
  request: z.object({}).passthrough(),
  data: z.null(),
});

/** Member layout (§3). member_cash stays "0" until the wallet module exists. */
export const ZMemberCommonLayout = z.object({
  id: z.number().int(),
  member_account: z.string(),
  member_type: z.number().int(),
  member_currency: z.string(),
  member_cash: z.string(),
  is_agent: flag,
  agent_active: flag,
  agent_type: z.number().int(),
  agent_level: z.number().int(),
  is_playing: flag,
  cash_back_status: flag,
  wallet_status: flag,
  first_login_to_change_password: flag,
  /** 1 while a bound bank account waits for staff to verify it (a verifying deposit); not a bind prompt. */
  need_bank_account_deposit_verified: flag,
  /** Ours, beyond §3: 1 once the member bound a bank account; the site prompts those with 0 to bind one. */
  bank_account_bound: flag,
});

export const MemberLayout = defineCall({
  name: 'MemberLayout',
  method: 'POST',
  path: '/member/profile/common/layout',
  auth: 'member',
  abortable: true,
  request: z.object({}).passthrough(),
  data: z.object({ member_common_layout: ZMemberCommonLayout }),
});

const nullableText = z.string().nullable();
export const ZMemberProfile = z.object({
  id: z.number().int(),
  member_account: z.string(),
  member_name: nullableText,
  is_withdraw_password: flag,
  member_birthday: nullableText,
  member_email: nullableText,
  member_currency: z.string(),
  member_phone: nullableText,
  member_line: nullableText,
  member_others: nullableText,
  member_qq: nullableText,
  member_skype: nullableText,
  member_wechat: nullableText,
  member_fb: nullableText,
  member_zalo: nullableText,
  member_telegram: nullableText,
  member_whats_app: nullableText,
  /** The id on file, masked to its last four characters as staff see it. */
  identity_id: nullableText,
  /** An id the member submitted that staff have not yet put on file; null while none waits (no such flow yet). */
  new_identity_id: nullableText,
});

export const MemberProfile = defineCall({
  name: 'MemberProfile',
  method: 'POST',
  path: '/member/profile',
  auth: 'member',
  request: z.object({}).passthrough(),
  data: z.object({ member_profile: ZMemberProfile }),
});

export const EditPassword = defineCall({
  name: 'EditPassword',
  method: 'POST',
  path: '/member/profile/edit_password',
  auth: 'member',
  request: z.object({
    old_password: optionalPassword,
    password: text(TEXT_MAX.password),
    check_password: text(TEXT_MAX.password),
  }),
  data: z.null(),
});
