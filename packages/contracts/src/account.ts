import { z } from 'zod';
import { defineCall } from './call';
import { ZRegisterFieldSetting } from './register';
import { ZSiteScoped } from './site';

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
  request: ZSiteScoped.extend({ type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])) }),
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

const optionalString = z.string().optional();

export const Register = defineCall({
  name: 'Register',
  method: 'POST',
  path: '/register',
  auth: 'public',
  // Every parameter of §3 in snake_case; the per-currency rules run in the service (registerSchema).
  request: ZSiteScoped.extend({
    member_account: z.string(),
    password: z.string(),
    check_password: optionalString,
    member_currency: z.string(),
    member_name: optionalString,
    member_email: optionalString,
    member_birthday: optionalString,
    member_phone: optionalString,
    member_qq: optionalString,
    member_telegram: optionalString,
    member_whats_app: optionalString,
    member_skype: optionalString,
    member_fb: optionalString,
    member_zalo: optionalString,
    member_wechat: optionalString,
    member_others: optionalString,
    identity_id: optionalString,
    withdraw_password: optionalString,
    recommend_code: optionalString,
    introducer: optionalString,
    phone_verify: optionalString,
    captcha_token: optionalString,
    captcha_answer: optionalString,
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

export const Login = defineCall({
  name: 'Login',
  method: 'POST',
  path: '/login',
  auth: 'public',
  request: ZSiteScoped.extend({
    account: z.string(),
    password: z.string(),
    captcha_token: optionalString,
    captcha_answer: optionalString,
    answer: optionalString,
    remote_addr: optionalString,
    host: optionalString,
    device: z.coerce.number().int().optional(),
    system_group: optionalString,
    udid: optionalString,
    login_type: z.coerce.number().int().optional(),
    cdn: optionalString,
    system: optionalString,
    browser: optionalString,
    system_version: optionalString,
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
      member_login_id: z.string().min(1),
      answer: z.string(),
      captcha_answer: optionalString,
      captcha_token: optionalString,
    })
    .passthrough(),
  data: ZLoginSuccess,
});

export const DoubleValidationSkip = defineCall({
  name: 'DoubleValidationSkip',
  method: 'POST',
  path: '/login/double_validation/skip',
  auth: 'public',
  request: z.object({ member_login_id: z.string().min(1) }),
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
  need_bank_account_deposit_verified: flag,
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
  identity_id: nullableText,
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
    old_password: z.string().optional(),
    password: z.string(),
    check_password: z.string(),
  }),
  data: z.null(),
});
