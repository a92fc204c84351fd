import { z } from 'zod';

/**
 * Back-office (staff) API under /api/admin: our own REST design, same `{ code, message, data }`
 * envelope as the member API. Staff tokens and member tokens are never interchangeable.
 */

/** `auditor` reads everything (every GET) and changes nothing but its own session and preferences. */
export const STAFF_ROLES = ['admin', 'finance', 'content', 'support', 'auditor'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;

/** Which roles may call an admin route; `admin` is implied for every route. */
export type TAdminRoles = readonly TStaffRole[];

export interface AdminCallContract<Req extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Path under /api/admin. */
  path: `/${string}`;
  request: Req;
  data: Data;
  /** `public` only for login; every other admin call names the roles allowed. */
  roles: TAdminRoles | 'public';
}

/**
 * Whether a role may make a call: the server's staff guard and the console's menus both ask this.
 * `admin` may call everything; the auditor every read (GET) and the calls that name it (its own
 * session: logout, two-factor, preferences); every other role the calls that name it.
 */
export function staffMayCall(
  role: TStaffRole,
  contract: Pick<AdminCallContract, 'method' | 'roles'>,
): boolean {
  if (contract.roles === 'public' || role === 'admin') return true;
  if (contract.roles.includes(role)) return true;
  return role === 'auditor' && contract.method === 'GET';
}

export function defineAdminCall<Req extends z.ZodType, Data extends z.ZodType>(
  c: AdminCallContract<Req, Data>,
): AdminCallContract<Req, Data> {
  return c;
}

/** Staff passwords: at least 12 characters with a letter and a digit. */
export const ZStaffPassword = z
  .string()
  .min(12, 'staff.password.too_short')
  .max(128, 'staff.password.too_long')
  .regex(/[A-Za-z]/, 'staff.password.needs_letter')
  .regex(/\d/, 'staff.password.needs_digit');

export const ZStaffAccount = z
  .string()
  .trim()
  .toLowerCase()
  .max(32, 'staff.account.invalid')
  .regex(/^[a-z0-9._-]{3,32}$/, 'staff.account.invalid');

export const ZTotpCode = z
  .string()
  .max(6, 'staff.totp.invalid')
  .regex(/^\d{6}$/, 'staff.totp.invalid');

/** The back office's languages; each staff member chooses one. */
export const STAFF_LANGUAGES = ['zh_CN', 'en_US'] as const;
export const ZStaffLanguage = z.enum(STAFF_LANGUAGES);
export type TStaffLanguage = z.infer<typeof ZStaffLanguage>;

/** An IANA time zone the JavaScript runtime knows (`Asia/Shanghai`, `UTC`). */
export const ZTimeZone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'time_zone: an IANA time zone such as Asia/Shanghai');

export const ZStaffProfile = z.object({
  id: z.number().int(),
  account: z.string(),
  role: ZStaffRole,
  totp_enabled: z.boolean(),
  /** An account an admin made: until it sets its own password it may only do that (and log out). */
  must_change_password: z.boolean(),
  /** Null until the staff member chooses; the console then follows the browser. */
  language: ZStaffLanguage.nullable(),
  time_zone: z.string().nullable(),
});

export const AdminLogin = defineAdminCall({
  name: 'AdminLogin',
  method: 'POST',
  path: '/auth/login',
  roles: 'public',
  request: z.object({
    account: z.string().min(1).max(64),
    password: z.string().min(1).max(128),
    totp_code: ZTotpCode.optional(),
    // Asked for only after the account's failure threshold: the answer is then code 105 with
    // data { captcha_required: true }; get one from AdminCaptcha.
    captcha_token: z.string().max(64).optional(),
    captcha_answer: z.string().max(16).optional(),
  }),
  data: z.object({ token: z.string(), staff: ZStaffProfile }),
});

/** A login captcha (SVG markup) for an account past its failure threshold. */
export const AdminCaptcha = defineAdminCall({
  name: 'AdminCaptcha',
  method: 'POST',
  path: '/auth/captcha',
  roles: 'public',
  request: z.object({}),
  data: z.object({ token: z.string(), captcha: z.string() }),
});

export const AdminLogout = defineAdminCall({
  name: 'AdminLogout',
  method: 'POST',
  path: '/auth/logout',
  roles: STAFF_ROLES,
  request: z.object({}),
  data: z.object({}),
});

export const AdminMe = defineAdminCall({
  name: 'AdminMe',
  method: 'GET',
  path: '/auth/me',
  roles: STAFF_ROLES,
  request: z.object({}),
  data: ZStaffProfile,
});

export const AdminTotpSetup = defineAdminCall({
  name: 'AdminTotpSetup',
  method: 'POST',
  path: '/auth/totp/setup',
  roles: STAFF_ROLES,
  /** The current password; once enrolled, also a current code (a session alone cannot swap the secret). */
  request: z.object({ password: z.string().min(1).max(128), totp_code: ZTotpCode.optional() }),
  /** Shown once; enrolment is confirmed by AdminTotpEnable. */
  data: z.object({ otpauth_uri: z.string(), secret: z.string() }),
});

export const AdminTotpEnable = defineAdminCall({
  name: 'AdminTotpEnable',
  method: 'POST',
  path: '/auth/totp/enable',
  roles: STAFF_ROLES,
  request: z.object({ totp_code: ZTotpCode }),
  /** Every session of the staff member ends, the calling one too; `token` is the one new session. */
  data: z.object({ totp_enabled: z.literal(true), token: z.string() }),
});

export const AdminTotpDisable = defineAdminCall({
  name: 'AdminTotpDisable',
  method: 'POST',
  path: '/auth/totp/disable',
  roles: STAFF_ROLES,
  request: z.object({ password: z.string().min(1).max(128), totp_code: ZTotpCode }),
  data: z.object({ totp_enabled: z.literal(false) }),
});

/**
 * The signed-in staff member sets a new password, proving the current one. Every session of theirs
 * ends, the calling one too (whoever knew the old password may hold one); `token` is the new session.
 */
export const AdminPasswordChange = defineAdminCall({
  name: 'AdminPasswordChange',
  method: 'POST',
  path: '/auth/password',
  roles: STAFF_ROLES,
  request: z.object({ password: z.string().min(1).max(128), new_password: ZStaffPassword }),
  data: z.object({ token: z.string() }),
});

/** The signed-in staff member's console language and time zone, kept with the account. */
export const AdminPreferencesSave = defineAdminCall({
  name: 'AdminPreferencesSave',
  method: 'PUT',
  path: '/auth/preferences',
  roles: STAFF_ROLES,
  request: z.object({ language: ZStaffLanguage, time_zone: ZTimeZone }),
  data: ZStaffProfile,
});
