import {
  FALLBACK_LANG,
  ZNewPassword,
  passwordRule,
  registerSchema,
  validationText,
  type TRegisterFieldSetting,
} from '@arks/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { memberAuditWriter } from './audit';
import { AppError, PlatformErrors, type ErrorSpec } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { giveBackAll, type AttemptLimit, type AttemptLimiter } from '../../../platform/attempt-limiter';
import { sanitizeHtml } from '../../../platform/sanitize';
import { inNetworks } from '../../../platform/request-origin';
import type { CaptchaService } from '../captcha';
import type { LoginRecord, SessionService } from '../session';
import type { Site } from '../../sites/site';
import { createDoubleValidation } from './double-validation';
import { AccountErrors } from './errors';
import { type AgentLayoutFacts, toLayout } from './views';
import { admitDevice } from '../session';
import { hashPassword, verifyPassword } from './password';
import {
  checkBlocklist,
  registerFieldError,
  RegisterRuleErrors,
  resolveIntroducer,
  resolveRecommender,
} from './register-rules';
import { deviceTypeOf, startMemberSession } from './session-answer';
import { checkRegistrationPace, takeRegistrationSlot } from './registration-pace';
import * as repo from './repository';

const HOUR = 3_600_000;
/**
 * ASVS 2.2.1: at most 100 password guesses per account per hour. Past that the account is not locked
 * (anyone could lock its owner out): each further try needs a captcha and answers slowly. An address
 * gets a little more room, and that limit is hard.
 */
export const MAX_FAILED_LOGINS_PER_ACCOUNT = 100;
export const MAX_FAILED_LOGINS_PER_IP = 300;
const loginLimits = (siteId: number, account: string, ip: string) => ({
  ip: { key: `login:ip:${ip}`, max: MAX_FAILED_LOGINS_PER_IP, windowMs: HOUR },
  account: { key: `login:account:${siteId}:${account}`, max: MAX_FAILED_LOGINS_PER_ACCOUNT, windowMs: HOUR },
});
export { MAX_REGISTRATIONS_PER_IP_PER_DAY, MIN_SECONDS_BETWEEN_REGISTRATIONS } from './registration-pace';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
  lang: string;
  /** ISO alpha-2 country from the CDN's country header (COUNTRY_HEADER), when it sent one. */
  country?: string;
}

/**
 * The site's own address rules for a login (§8 201 outside its allowed networks, 202 from a blocked
 * country), checked after the fraud desk's blocked networks (106). Staff decide each; see
 * docs/architecture.md (accounts).
 */
export function siteAddressRefusal(site: Site, client: ClientInfo) {
  if (site.loginAllowedNetworks.length > 0 && !inNetworks(client.ip, site.loginAllowedNetworks))
    return { error: AccountErrors.ipNotAllowed, action: 'login_ip_not_allowed' };
  if (client.country && site.blockedCountries.includes(client.country))
    return { error: AccountErrors.countryBlocked, action: 'login_country_blocked' };
  return undefined;
}

/** §8 203: a member with networks of their own logs in only from those. */
export const memberAddressRefused = (member: { loginAllowedNetworks: string[] }, ip: string) =>
  member.loginAllowedNetworks.length > 0 && !inNetworks(ip, member.loginAllowedNetworks);

export type IsLoginIpBlocked = (siteId: number, ip: string) => Promise<boolean>;

/**
 * Every address rule of a login, in the login's order: the fraud desk's blocked networks (§8 106),
 * the site's own rules (201, 202) and, given the member, the member's networks (203). One function,
 * so each way to a session (password, double-validation answer, third-party sign-in) refuses the same
 * addresses.
 */
export async function loginAddressRefusal(
  isLoginIpBlocked: IsLoginIpBlocked | undefined,
  site: Site,
  client: ClientInfo,
  member?: { loginAllowedNetworks: string[] },
): Promise<{ error: ErrorSpec; action: string } | undefined> {
  if (await isLoginIpBlocked?.(site.id, client.ip))
    return { error: AccountErrors.ipBlocked, action: 'login_ip_blocked' };
  const siteRefusal = siteAddressRefusal(site, client);
  if (siteRefusal) return siteRefusal;
  if (member && memberAddressRefused(member, client.ip))
    return { error: AccountErrors.memberIpNotAllowed, action: 'login_member_ip_not_allowed' };
  return undefined;
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
  /** Bank accounts (member-center module): is one bound, does one still wait for deposit verification? */
  bankAccounts?: {
    hasBankAccount(memberId: number): Promise<0 | 1>;
    needBankAccountDepositVerified(memberId: number): Promise<0 | 1>;
    isLoginIpBlocked(siteId: number, ip: string): Promise<boolean>;
  };
  /** Wallet module: the available main balance the layout shows as member_cash. */
  wallet?: { mainCash(memberId: number, currency: string): Promise<string> };
  /** Agent programme: the layout's agent fields (is_agent, agent_active, agent_type, agent_level). */
  agents?: { layoutFacts(memberId: number): Promise<AgentLayoutFacts> };
  attempts: AttemptLimiter;
  /** The pause before a login past the account's failure threshold is checked. */
  slowDownMs: number;
}) {
  const { db, clock, sessions, captcha, phoneCodes, bankAccounts, wallet, agents, attempts } = deps;
  const doubleValidation = createDoubleValidation({ db, clock, captcha });
  const pause = () => new Promise((resolve) => setTimeout(resolve, deps.slowDownMs));
  const isLoginIpBlocked: IsLoginIpBlocked | undefined = bankAccounts
    ? (siteId, ip) => bankAccounts.isLoginIpBlocked(siteId, ip)
    : undefined;

  /**
   * The login captcha: the site's own setting, or always once the account is past its failure
   * threshold. The answer then says so, so a site without captchas shows one.
   */
  async function checkLoginCaptcha(
    site: Site,
    input: { captcha_token?: string; captcha_answer?: string },
    forced: boolean,
    ip: string,
  ): Promise<boolean> {
    if (!forced && !(await captcha.required(site.id))) return true;
    return captcha.verify({
      siteId: site.id,
      type: 1,
      token: input.captcha_token,
      answer: input.captcha_answer,
      ip,
    });
  }
  const audit = memberAuditWriter(db, clock);

  const startSession = (member: repo.MemberRow, login: LoginRecord) =>
    startMemberSession(sessions, member, login);

  return {
    async registerSettings(site: Site) {
      return (await repo.listRegisterSettings(db, site.id)).map(toSetting);
    },

    async agreement(site: Site, lang: string) {
      const row = await repo.findAgreement(db, site.id, [lang, FALLBACK_LANG]);
      // Sanitized again on the way out: a text stored before rich text took pictures only from the
      // content image store still loads nothing from elsewhere.
      return { title: row?.title ?? '', content: sanitizeHtml(row?.content ?? '') };
    },

    async register(site: Site, currencies: string[], input: Record<string, unknown>, client: ClientInfo) {
      if (site.isDemo) throw new AppError(AccountErrors.demoSite);
      if (await captcha.required(site.id)) {
        const okCaptcha = await captcha.verify({
          siteId: site.id,
          type: 2,
          token: input.captcha_token as string | undefined,
          // §3 names the register captcha answer verify_code; our own earlier name still works.
          answer: (input.verify_code ?? input.captcha_answer) as string | undefined,
          ip: client.ip,
        });
        if (!okCaptcha) throw new AppError(AccountErrors.registerCaptcha);
      }
      const currency = String(input.member_currency ?? '');
      if (!currencies.includes(currency)) {
        throw new AppError(AccountErrors.currencyNotOpen, {
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
        requireAgreement: false,
      }).safeParse({ ...input, birthday_year: year, birthday_month: month, birthday_day: day });
      if (!parsed.success)
        throw registerFieldError(parsed.error, client.lang) ?? validationError(parsed.error, client.lang);
      const v = parsed.data as Record<string, string | undefined> & typeof parsed.data;

      const now = clock.now();
      await checkRegistrationPace(db, client.ip, now);

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
        // §8 223, not 114: at the final submit (114 is the field check's answer).
        ['identity_id', 'identityId', 'identityRepeatAtSubmit'],
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

      const gate = await takeRegistrationSlot(attempts, client.ip);
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
        agreementAcceptedAt: parsed.data.agreement ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      // Lost a race with a parallel registration of the same account.
      if (!created) {
        await attempts.giveBack(gate);
        throw new AppError(AccountErrors.accountRepeat);
      }
      await audit(site, client, created.account, 'register', created.id);
      return startSession(created, {
        ...client,
        method: 'register',
        deviceType: deviceTypeOf(input.device),
        udid: typeof input.udid === 'string' ? input.udid.slice(0, 200) : null,
      });
    },

    async login(
      site: Site,
      input: {
        account: string;
        password: string;
        captcha_token?: string;
        captcha_answer?: string;
        udid?: string;
        device?: number;
      },
      client: ClientInfo,
    ) {
      if (site.isDemo) throw new AppError(AccountErrors.demoSite);
      const account = input.account.trim().toLowerCase();
      const limits = loginLimits(site.id, account, client.ip);
      if (!(await attempts.take(limits.ip))) throw new AppError(AccountErrors.tooManyFailures);
      const forced = !(await attempts.take(limits.account));
      const taken: AttemptLimit[] = forced ? [limits.ip] : [limits.ip, limits.account];
      // The member's own networks (203) wait for the password, below.
      const addressRefusal = await loginAddressRefusal(isLoginIpBlocked, site, client);
      if (addressRefusal) {
        await giveBackAll(attempts, taken);
        await audit(site, client, account, addressRefusal.action, undefined, {
          country: client.country ?? null,
        });
        throw new AppError(addressRefusal.error);
      }
      if (forced) await pause();
      if (!(await checkLoginCaptcha(site, input, forced, client.ip))) {
        await audit(site, client, account, 'login_captcha_failed');
        throw new AppError(AccountErrors.loginCaptcha, forced ? { data: { captcha_required: true } } : {});
      }
      const member = await repo.findMemberByAccount(db, site.id, account);
      const good = await verifyPassword(member?.passwordHash ?? null, input.password);
      if (!member || !good) {
        await audit(site, client, account, 'login_failed', member?.id);
        throw new AppError(AccountErrors.accountError);
      }
      // A right password is not a failure: its slots go back.
      await giveBackAll(attempts, taken);
      if (member.status === 'disabled') throw new AppError(AccountErrors.accountDisabled);
      if (member.status === 'frozen') throw new AppError(AccountErrors.accountFrozen);
      // After the password: only the account's holder learns that it keeps to its own networks.
      if (memberAddressRefused(member, client.ip)) {
        await audit(site, client, account, 'login_member_ip_not_allowed', member.id);
        throw new AppError(AccountErrors.memberIpNotAllowed);
      }
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
      return startSession(member, {
        ...client,
        method: 'password',
        deviceType: input.device ?? null,
        udid: input.udid ?? null,
      });
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
          ip: client.ip,
          // §8 double validation 106: no session from an address the login would refuse (106, 201,
          // 202, 203 there); the answering address may not be the one that logged in.
          addressAdmitted: async (m) => {
            const refusal = await loginAddressRefusal(isLoginIpBlocked, site, client, m);
            if (!refusal) return true;
            await audit(site, client, m.account, refusal.action, m.id, {
              double_validation: true,
              country: client.country ?? null,
            });
            return false;
          },
        });
        await audit(site, client, member.account, 'login', member.id, { double_validation: true });
        return startSession(member, { ...client, method: 'double_validation' });
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
      const [needBankAccountDepositVerified, bankAccountBound, memberCash, agent] = await Promise.all([
        bankAccounts?.needBankAccountDepositVerified(memberId),
        bankAccounts?.hasBankAccount(memberId),
        wallet?.mainCash(member.id, member.currency),
        agents?.layoutFacts(memberId),
      ]);
      return toLayout(member, {
        needBankAccountDepositVerified: needBankAccountDepositVerified ?? 0,
        bankAccountBound: bankAccountBound ?? 0,
        memberCash,
        agent,
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
      // No profile.updated: every login ends here (the hub cuts their connections), and the caller
      // refreshes from its own answer.
      await sessions.revokeMember(member.id);
      await audit(site, client, member.account, 'password_changed', member.id);
      return sessions.issue({ memberId: member.id, siteId: member.siteId, currency: member.currency });
    },
  };
}
