import { z } from 'zod';
import { bigintId } from './ids';
import { defineCall } from './call';
import { ZSiteScoped } from './site';
import { TEXT_MAX, text } from './text-limits';

/**
 * Registration helpers of spec §7 beside account.ts: SMS verify codes, agent domains, agent and
 * recommend link checks, and the marketing event sent after registration.
 */

const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * §7 /register/sms: sends a 6-digit code; §8 SMS codes (SmsCode) on failure; resend after 300 s.
 * Types: `register_member` (§7), and our `forgot_password` with `account`: the code goes only to that
 * account's phone, and the answer is the same whether or not it matched (see docs/architecture.md).
 */
export const RegisterSms = defineCall({
  name: 'RegisterSms',
  method: 'POST',
  path: '/register/sms',
  auth: 'public',
  request: ZSiteScoped.extend({
    member_phone: text(TEXT_MAX.code).optional(),
    currency: text(TEXT_MAX.code).optional(),
    type: text(TEXT_MAX.code).optional(),
    account: text(TEXT_MAX.account).optional(),
    /** The introducer of the form (agent link or agent domain): one not on the site answers §8 222. */
    introducer: text(TEXT_MAX.code).optional(),
  }).passthrough(),
  /** Seconds until another code may be asked for. */
  data: z.object({ resend_after: z.number().int() }),
});

/** §7 /arks/web/check-agent-domain: a host that belongs to an agent locks currency and introducer. */
export const CheckAgentDomain = defineCall({
  name: 'CheckAgentDomain',
  method: 'POST',
  path: '/arks/web/check-agent-domain',
  auth: 'public',
  request: ZSiteScoped.extend({ host: text(TEXT_MAX.title).optional() }).passthrough(),
  data: z.object({ is_valid: flag, currency: z.string(), agent_id: z.number().int() }),
});

/**
 * §7 /register/valid_message: is an agent link (agent_id) or a recommend link (recommend_code) usable?
 * A recommend code is the recommending member's account; it is valid only while friend-recommend is
 * active for that member's currency.
 */
export const RegisterValidMessage = defineCall({
  name: 'RegisterValidMessage',
  method: 'POST',
  path: '/register/valid_message',
  auth: 'public',
  request: ZSiteScoped.extend({
    recommend_code: text(TEXT_MAX.code).optional(),
    agent_id: bigintId({ coerce: true }).optional(),
    // Our extension: a register (type 2) captcha, required where the site has captchas on (§8 224).
    captcha_token: text(TEXT_MAX.token).optional(),
    captcha_answer: text(TEXT_MAX.code).optional(),
  }).passthrough(),
  data: z.object({ is_valid: flag }),
});

/** §7 /api/fb_tracking: the marketing event (e.g. CompleteRegistration) stored for the ad pixel feed. */
export const FbTracking = defineCall({
  name: 'FbTracking',
  method: 'POST',
  path: '/fb_tracking',
  auth: 'public',
  request: ZSiteScoped.extend({
    eventName: z.string().min(1).max(100),
    eventTime: z.coerce.number().int().nonnegative(),
    eventID: z.string().min(1).max(200),
    userData: z.record(text(TEXT_MAX.code), z.unknown()).optional(),
    customData: z.record(text(TEXT_MAX.code), z.unknown()).optional(),
  }),
  data: z.null(),
});

/**
 * Both look-ups tell whether an account, phone, email or id number exists, so they are limited per
 * caller address and per value asked about (§8 register 996 when exceeded) and need a captcha where
 * the site asks for them.
 *
 * §7 /register/verification: pre-checks, before submitting, that the values of fields the currency marks
 * is_unique or is_verification (and the account) are free. Answers the register codes of §8 when taken
 * (102 account, 103 name, 104 phone, 105 email, 114 identity id).
 */
export const RegisterVerification = defineCall({
  name: 'RegisterVerification',
  method: 'POST',
  path: '/register/verification',
  auth: 'public',
  request: ZSiteScoped.extend({
    member_currency: text(TEXT_MAX.code),
    verification: z.coerce.number().int().optional(),
    member_account: text(TEXT_MAX.code).optional(),
    member_name: text(TEXT_MAX.name).optional(),
    member_phone: text(TEXT_MAX.code).optional(),
    member_email: text(TEXT_MAX.name).optional(),
    identity_id: text(TEXT_MAX.code).optional(),
    /** The introducer of the form: one not on the site answers §8 219 here. */
    introducer: text(TEXT_MAX.code).optional(),
    // Our extension: a register (type 2) captcha, required where the site has captchas on (§8 224).
    captcha_token: text(TEXT_MAX.token).optional(),
    captcha_answer: text(TEXT_MAX.code).optional(),
  }).passthrough(),
  data: z.null(),
});

export const SMS_LIMITS = {
  codeLength: 6,
  resendSeconds: 300,
  /** A code is good for this long and this many wrong tries. */
  codeTtlSeconds: 600,
  maxWrongTries: 5,
  /** Codes one address may ask for per hour. */
  perIpPerHour: 10,
} as const;
