import {
  FALLBACK_LANG,
  ZNewPassword,
  passwordRule,
  registerSchema,
  validationText,
  type TRegisterFieldSetting,
} from '@arks/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { memberAuditWriter } from './audit';
import { AppError, PlatformErrors } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { CaptchaService } from '../captcha/service';
import type { SessionService } from '../session/service';
import type { Site } from '../site/service';
import { createDoubleValidation } from './double-validation';
import { AccountErrors } from './errors';
import { toLayout } from './views';
import { admitDevice } from '../session/device-policy';
import { hashPassword, verifyPassword } from './password';
import {
  checkBlocklist,
  registerFieldError,
  RegisterRuleErrors,
  resolveIntroducer,
  resolveRecommender,
} from './register-rules';
import * as repo from './repository';

const HOUR = 3_600_000;
/** ASVS 2.2.1: at most 100 failed logins per account per hour; an address gets a little more room. */
export const MAX_FAILED_LOGINS_PER_ACCOUNT = 100;
export const MAX_FAILED_LOGINS_PER_IP = 300;
export const MAX_REGISTRATIONS_PER_IP_PER_DAY = 5;
export const MIN_SECONDS_BETWEEN_REGISTRATIONS = 10;

export interface ClientInfo {
  ip: string;
  userAgent?: string;
  lang: string;
}

/** A zod failure as the central 400 envelope: the first field named in the message, all in data. */
export function validationError(error: z.ZodError, lang: string): AppError {
  const errors = error.issues.map((i) => {
    const field = i.path.join('.') || 'body';
    return { field, key: i.message, message: validationText(i.message, lang) };
  });
  const first = errors[0]!;
  return new AppError(PlatformErrors.badRequest, {
    message: `${first.message} (${first.field})`,
    data: { errors },
  });
}

const toSetting = (
  r: Awaited<ReturnType<typeof repo.listRegisterSettings>>[number],
): TRegisterFieldSetting => ({
  name: r.field,
  currency: r.currency,
  is_display: r.isDisplay,
  is_required: r.isRequired,
  is_unique: r.isUnique,
  is_member_center: r.isMemberCenter,
  is_verification: r.isVerification,
});

const CONTACT_FIELDS = [
  'member_qq',
  'member_telegram',
  'member_whats_app',
  'member_skype',
  'member_fb',
  'member_zalo',
  'member_wechat',
  'member_others',
] as const;

export type MemberService = ReturnType<typeof createMemberService>;

export function createMemberService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  captcha: CaptchaService;
  /** SMS verify codes (registration-extras module); checks and consumes the code sent to a phone. */
  phoneCodes?: { checkCode(siteId: number, phone: string, code: string): Promise<boolean> };
  /** Bank accounts (member-center module): does a bound account still wait for deposit verification? */
  bankAccounts?: {
    needBankAccountDepositVerified(memberId: number): Promise<0 | 1>;
    isLoginIpBlocked(siteId: number, ip: string): Promise<boolean>;
  };
  /** Wallet module: the available main balance the layout shows as member_cash. */
  wallet?: { mainCash(memberId: number, currency: string): Promise<string> };
}) {
  const { db, clock, sessions, captcha, phoneCodes, bankAccounts, wallet } = deps;
  const doubleValidation = createDoubleValidation({ db, clock, captcha });
  const audit = memberAuditWriter(db, clock);

  async function startSession(member: repo.MemberRow, device: string | null = null) {
    const issued = await sessions.issue({ memberId: member.id, siteId: member.siteId, device });
    return {
      member_id: member.id,
      member_account: member.account,
      member_currency: member.currency,
      member_type: member.memberType,
      token: issued.token,
    };
  }

  return {
    async registerSettings(site: Site) {
      return (await repo.listRegisterSettings(db, site.id)).map(toSetting);
    },

    async agreement(site: Site, lang: string) {
      const row = await repo.findAgreement(db, site.id, [lang, FALLBACK_LANG]);
      return { title: row?.title ?? '', content: row?.content ?? '' };
    },

    async register(site: Site, currencies: string[], input: Record<string, unknown>, client: ClientInfo) {
      if (await captcha.required(site.id)) {
        const okCaptcha = await captcha.verify({
          siteId: site.id,
          type: 2,
          token: input.captcha_token as string | undefined,
          answer: input.captcha_answer as string | undefined,
        });
        if (!okCaptcha) throw new AppError(AccountErrors.registerCaptcha);
      }
      const currency = String(input.member_currency ?? '');
      if (!currencies.includes(currency)) {
        throw new AppError(PlatformErrors.badRequest, {
          message: `Currency not open (member_currency)`,
          data: {
            errors: [{ field: 'member_currency', key: 'currency_not_open', message: 'Currency not open' }],
          },
        });
      }
      const settings = (await this.registerSettings(site)).filter((s) => s.currency === currency);
      const [year, month, day] = String(input.member_birthday ?? '').split('-');
      const parsed = registerSchema({
        currency,
        settings,
        confirmPassword: input.check_password !== undefined,
        captcha: false,
      }).safeParse({ ...input, birthday_year: year, birthday_month: month, birthday_day: day });
      if (!parsed.success)
        throw registerFieldError(parsed.error, client.lang) ?? validationError(parsed.error, client.lang);
      const v = parsed.data as Record<string, string | undefined> & typeof parsed.data;

      const now = clock.now();
      const byIp = { ip: client.ip };
      if (
        (await repo.countAudit(
          db,
          byIp,
          'register',
          new Date(now.getTime() - MIN_SECONDS_BETWEEN_REGISTRATIONS * 1000),
        )) > 0
      ) {
        throw new AppError(AccountErrors.tooFrequent);
      }
      if (
        (await repo.countAudit(db, byIp, 'register', new Date(now.getTime() - 24 * HOUR))) >=
        MAX_REGISTRATIONS_PER_IP_PER_DAY
      ) {
        throw new AppError(AccountErrors.limitPerIp);
      }

      if (await bankAccounts?.isLoginIpBlocked(site.id, client.ip))
        throw new AppError(RegisterRuleErrors.ipError);
      if (await repo.findMemberByAccount(db, site.id, v.member_account))
        throw new AppError(AccountErrors.accountRepeat);
      await checkBlocklist(db, site.id, { name: v.member_name, email: v.member_email });
      const unique = (field: string) => settings.find((s) => s.name === field)?.is_unique ?? false;
      const checks: [string, 'name' | 'phone' | 'email' | 'identityId', keyof typeof AccountErrors][] = [
        ['member_name', 'name', 'nameRepeat'],
        ['member_phone', 'phone', 'phoneRepeat'],
        ['member_email', 'email', 'emailRepeat'],
        ['identity_id', 'identityId', 'identityRepeat'],
      ];
      for (const [field, column, error] of checks) {
        const value = v[field];
        if (value && unique(field) && (await repo.valueTaken(db, site.id, column, value))) {
          throw new AppError(AccountErrors[error]);
        }
      }

      // §8 113: the phone must carry the code we sent to it when the site verifies phones.
      const phoneSetting = settings.find((s) => s.name === 'member_phone');
      if (v.member_phone && phoneSetting?.is_verification) {
        const code = v.phone_verify ?? '';
        if (!phoneCodes || !(await phoneCodes.checkCode(site.id, v.member_phone, code)))
          throw new AppError(AccountErrors.wrongPhoneVerifyCode);
      }

      const introducerId = v.introducer ? await resolveIntroducer(db, site.id, currency, v.introducer) : null;
      const recommenderId = v.recommend_code
        ? await resolveRecommender(db, site.id, currency, v.recommend_code)
        : null;

      const contacts = Object.fromEntries(CONTACT_FIELDS.flatMap((f) => (v[f] ? [[f, v[f] as string]] : [])));
      const created = await repo.insertMember(db, {
        siteId: site.id,
        account: v.member_account.toLowerCase(),
        passwordHash: await hashPassword(v.password),
        currency,
        name: v.member_name ?? null,
        email: v.member_email ?? null,
        phone: v.member_phone ?? null,
        birthday:
          typeof input.member_birthday === 'string' && input.member_birthday ? input.member_birthday : null,
        identityId: v.identity_id ?? null,
        withdrawPasswordHash: v.withdraw_password ? await hashPassword(v.withdraw_password) : null,
        contacts,
        introducerId,
        recommenderId,
        registerIp: client.ip,
        createdAt: now,
        updatedAt: now,
      });
      // Lost a race with a parallel registration of the same account.
      if (!created) throw new AppError(AccountErrors.accountRepeat);
      await audit(site, client, created.account, 'register', created.id);
      return startSession(created);
    },

    async login(
      site: Site,
      input: {
        account: string;
        password: string;
        captcha_token?: string;
        captcha_answer?: string;
        udid?: string;
      },
      client: ClientInfo,
    ) {
      const account = input.account.trim().toLowerCase();
      const now = clock.now();
      const hourAgo = new Date(now.getTime() - HOUR);
      if (
        (await repo.countAudit(db, { siteId: site.id, account }, 'login_failed', hourAgo)) >=
          MAX_FAILED_LOGINS_PER_ACCOUNT ||
        (await repo.countAudit(db, { ip: client.ip }, 'login_failed', hourAgo)) >= MAX_FAILED_LOGINS_PER_IP
      ) {
        throw new AppError(AccountErrors.tooManyFailures);
      }
      if (await bankAccounts?.isLoginIpBlocked(site.id, client.ip)) {
        await audit(site, client, account, 'login_ip_blocked');
        throw new AppError(AccountErrors.ipBlocked);
      }
      if (await captcha.required(site.id)) {
        const okCaptcha = await captcha.verify({
          siteId: site.id,
          type: 1,
          token: input.captcha_token,
          answer: input.captcha_answer,
        });
        if (!okCaptcha) {
          await audit(site, client, account, 'login_captcha_failed');
          throw new AppError(AccountErrors.loginCaptcha);
        }
      }
      const member = await repo.findMemberByAccount(db, site.id, account);
      const good = await verifyPassword(member?.passwordHash ?? null, input.password);
      if (!member || !good) {
        await audit(site, client, account, 'login_failed', member?.id);
        throw new AppError(AccountErrors.accountError);
      }
      if (member.status === 'disabled') throw new AppError(AccountErrors.accountDisabled);
      if (member.status === 'frozen') throw new AppError(AccountErrors.accountFrozen);
      if (!(await admitDevice(sessions, site, member.id, input.udid ?? null))) {
        await audit(site, client, account, 'login_other_device', member.id, { udid: input.udid ?? null });
        throw new AppError(AccountErrors.differentDevice);
      }
      if (member.mustTransferValidate) {
        // The client opens the transfer validation (vx verify, then vx reset clears the flag).
        await audit(site, client, account, 'login_transfer_validation', member.id);
        throw new AppError(AccountErrors.transferValidation);
      }
      if (member.doubleValidation) {
        const challenge = await doubleValidation.start(member);
        if (challenge) {
          await audit(site, client, account, 'login_double_validation', member.id);
          return challenge;
        }
      }
      await audit(site, client, account, 'login', member.id, { udid: input.udid ?? null });
      return startSession(member, input.udid ?? null);
    },

    skipQuestion: (id: string) => doubleValidation.skip(id),

    async answerQuestion(
      site: Site,
      input: { member_login_id: string; answer: string; captcha_token?: string; captcha_answer?: string },
      client: ClientInfo,
    ) {
      try {
        const member = await doubleValidation.answer({
          siteId: site.id,
          id: input.member_login_id,
          answer: input.answer,
          captchaToken: input.captcha_token,
          captchaAnswer: input.captcha_answer,
        });
        await audit(site, client, member.account, 'login', member.id, { double_validation: true });
        return startSession(member);
      } catch (err) {
        await audit(site, client, '', 'double_validation_failed', undefined, {
          code: (err as AppError).code,
        });
        throw err;
      }
    },

    async logout(site: Site, token: string, memberId: number, client: ClientInfo) {
      await sessions.revoke(token);
      const member = await repo.findMemberById(db, memberId);
      await audit(site, client, member?.account ?? '', 'logout', memberId);
    },

    async member(memberId: number) {
      const member = await repo.findMemberById(db, memberId);
      if (!member) throw new AppError(PlatformErrors.unauthorized);
      return member;
    },

    /** The §3 member layout with the facts other modules own. */
    async layout(memberId: number) {
      const member = await this.member(memberId);
      const [needBankAccountDepositVerified, memberCash] = await Promise.all([
        bankAccounts?.needBankAccountDepositVerified(memberId),
        wallet?.mainCash(member.id, member.currency),
      ]);
      return toLayout(member, {
        needBankAccountDepositVerified: needBankAccountDepositVerified ?? 0,
        memberCash,
      });
    },

    /** Changes the password, ends every session of the member and opens a new one for this caller. */
    async editPassword(
      site: Site,
      memberId: number,
      input: { old_password?: string; password: string; check_password: string },
      client: ClientInfo,
    ) {
      const parsed = ZNewPassword.safeParse(input);
      if (!parsed.success)
        throw registerFieldError(parsed.error, client.lang) ?? validationError(parsed.error, client.lang);
      const strong = passwordRule.safeParse(input.password);
      if (!strong.success) throw validationError(strong.error, client.lang);
      const member = await this.member(memberId);
      // A forced change right after a login with a temporary password needs no second proof.
      if (
        !member.mustChangePassword &&
        !(await verifyPassword(member.passwordHash, input.old_password ?? ''))
      ) {
        await audit(site, client, member.account, 'password_change_failed', member.id);
        throw new AppError(AccountErrors.wrongOldPassword);
      }
      await repo.updatePassword(db, member.id, await hashPassword(input.password));
      await sessions.revokeMember(member.id);
      await audit(site, client, member.account, 'password_changed', member.id);
      return sessions.issue({ memberId: member.id, siteId: member.siteId });
    },
  };
}
