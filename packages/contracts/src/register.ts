import { z } from 'zod';
import { integerId } from './ids';
import {
  V,
  accountRule,
  contactRule,
  emailRule,
  nameRule,
  passwordRule,
  phoneRule,
  phoneVerifyCodeRule,
  withdrawPasswordRule,
} from './validation';

/** Register settings per site, currency and field (§3, §7 /arks/web/register-settings). */
export const ZRegisterFieldSetting = z.object({
  name: z.string().max(64),
  currency: z.string().max(8),
  is_display: z.boolean(),
  is_required: z.boolean(),
  is_unique: z.boolean(),
  is_member_center: z.boolean(),
  is_verification: z.boolean(),
  is_member_center_verification: z.boolean().optional(),
});
export type TRegisterFieldSetting = z.infer<typeof ZRegisterFieldSetting>;

/** Optional registration fields whose visibility/required flags come from the settings. */
export const REGISTER_SETTING_FIELDS = [
  'member_name',
  'member_email',
  'member_birthday',
  'member_phone',
  'member_qq',
  'member_telegram',
  'member_whats_app',
  'member_skype',
  'member_fb',
  'member_zalo',
  'member_wechat',
  'member_others',
  'identity_id',
  'withdraw_password',
] as const;
export type RegisterSettingField = (typeof REGISTER_SETTING_FIELDS)[number];

const CONTACT_AT: Partial<Record<RegisterSettingField, boolean>> = {
  member_qq: false,
  member_telegram: true,
  member_whats_app: false,
  member_skype: true,
  member_fb: false,
  member_zalo: false,
  member_wechat: false,
};

export interface RegisterSchemaOptions {
  currency: string;
  settings: TRegisterFieldSetting[];
  /** Confirm password field shown on this template. */
  confirmPassword: boolean;
  captcha: boolean;
  /** Sites (besides VND) that require exactly 10 phone digits. */
  phoneExactTen?: boolean;
  /**
   * Ticking the agreement is the form's rule (§5); the registration parameters (§3) do not carry it,
   * so the server passes false: `agreement` may then be absent, and if sent must be true.
   */
  requireAgreement?: boolean;
}

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * Registration (§5). Builds the schema from the site's settings so the form and the server agree on
 * what is shown and required for the chosen currency.
 */
export function registerSchema(opts: RegisterSchemaOptions) {
  const setting = (name: RegisterSettingField) =>
    opts.settings.find((s) => s.name === name && s.currency === opts.currency);
  const shown = (name: RegisterSettingField) => setting(name)?.is_display ?? false;
  const req = (name: RegisterSettingField) => shown(name) && (setting(name)?.is_required ?? false);

  /** Shown + required: rule applies; shown + optional: rule applies only when filled; hidden: ignored. */
  const field = (name: RegisterSettingField, rule: z.ZodType<string, string>) => {
    if (!shown(name)) return optionalText;
    if (req(name)) return rule;
    return optionalText.pipe(rule.optional());
  };

  const contacts = Object.fromEntries(
    Object.entries(CONTACT_AT).map(([name, at]) => [
      name,
      field(name as RegisterSettingField, contactRule(Boolean(at))),
    ]),
  );

  const exactTen = opts.currency === 'VND' || Boolean(opts.phoneExactTen);
  const phoneVerification = shown('member_phone') && (setting('member_phone')?.is_verification ?? false);

  return z
    .object({
      site_id: integerId({ coerce: true }),
      member_account: accountRule,
      password: passwordRule,
      check_password: opts.confirmPassword ? z.string() : z.string().optional(),
      member_currency: z.string().min(1),
      member_name: field('member_name', nameRule(opts.currency)),
      member_email: field('member_email', z.string().trim().min(1, V.emailRequired).pipe(emailRule)),
      birthday_year: z.string().optional(),
      birthday_month: z.string().optional(),
      birthday_day: z.string().optional(),
      member_phone: field('member_phone', phoneRule(exactTen)),
      phone_verify: z.string().optional(),
      identity_id: field('identity_id', z.string().trim().min(1, V.identityRequired)),
      withdraw_password: field('withdraw_password', withdrawPasswordRule),
      member_others: field('member_others', z.string().trim().min(1, V.fieldRequired).max(200)),
      recommend_code: optionalText,
      introducer: optionalText,
      captcha_answer: opts.captcha ? z.string().trim().min(1, V.captchaRequired) : z.string().optional(),
      captcha_token: z.string().optional(),
      agreement:
        opts.requireAgreement === false
          ? z.literal(true, { error: V.agreement }).optional()
          : z.literal(true, { error: V.agreement }),
      ...contacts,
    })
    .superRefine((v, ctx) => {
      if (opts.confirmPassword && v.check_password !== v.password) {
        ctx.addIssue({ code: 'custom', path: ['check_password'], message: V.checkPswDiff });
      }
      const parts = [v.birthday_year, v.birthday_month, v.birthday_day].map((p) => (p ?? '').trim());
      const chosen = parts.filter(Boolean).length;
      if (chosen > 0 && chosen < 3) {
        ctx.addIssue({ code: 'custom', path: ['member_birthday'], message: V.birthdayIncomplete });
      }
      if (chosen === 0 && req('member_birthday')) {
        ctx.addIssue({ code: 'custom', path: ['member_birthday'], message: V.birthdayRequired });
      }
      if (phoneVerification && v.member_phone) {
        const r = phoneVerifyCodeRule.safeParse(v.phone_verify ?? '');
        if (!r.success) ctx.addIssue({ code: 'custom', path: ['phone_verify'], message: V.verifyCode });
      }
    });
}

/** `member_birthday` on the wire is year-month-date joined by dashes (§3). */
export function joinBirthday(year?: string, month?: string, day?: string): string | undefined {
  if (!year || !month || !day) return undefined;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** How recovery (/arks/web/vx/verify) can prove who a member is, from what their register form collected. */
export interface RecoveryProofs {
  /** `hidden` where the form never asked for one: recovery cannot ask for what the member never set. */
  withdrawPassword: 'required' | 'optional' | 'hidden';
  /** `sms`: a 6-digit code sent to the account's phone, where registration verifies phones by SMS. */
  methods: RecoveryMethod[];
}

/** How /arks/web/vx/verify proves the contact: typing the email or phone, or an SMS code to the phone. */
export type RecoveryMethod = 'email' | 'phone' | 'sms';

/**
 * The recovery form of one currency: the withdraw password only where registration collected it
 * (required where registration required it), and the contacts registration showed. With no contact
 * shown at all both stay offered: a member may have added one in the member centre.
 */
export function recoveryProofs(
  settings: readonly Pick<
    TRegisterFieldSetting,
    'name' | 'currency' | 'is_display' | 'is_required' | 'is_verification'
  >[],
  currency: string,
): RecoveryProofs {
  const shown = (name: RegisterSettingField) =>
    settings.find((s) => s.name === name && s.currency === currency && s.is_display);
  const withdraw = shown('withdraw_password');
  const methods: RecoveryMethod[] = (['email', 'phone'] as const).filter((m) => shown(`member_${m}`));
  // SMS is set up for a currency where its registration verifies phones by SMS (§5 phone verify).
  const sms = Boolean(shown('member_phone')?.is_verification);
  return {
    withdrawPassword: withdraw ? (withdraw.is_required ? 'required' : 'optional') : 'hidden',
    methods: [
      ...(methods.length ? methods : (['email', 'phone'] as const)),
      ...(sms ? (['sms'] as const) : []),
    ],
  };
}
