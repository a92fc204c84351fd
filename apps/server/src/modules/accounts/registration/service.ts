import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  SMS_LIMITS,
  recoveryProofs,
  type CallRequest,
  type FbTracking,
  type LangCode,
} from '@arks/contracts';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { agentDomains, marketingEvents, smsCodes } from './schema';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import {
  createPgAttemptStore,
  giveBackAll,
  takeAll,
  type AttemptLimit,
  type AttemptLimiter,
} from '../../../platform/attempt-limiter';
import { createCaptchaService, type CaptchaService } from '../captcha';
import type { Site } from '../../sites/site';
import { AccountErrors, findMember, introducerExists, isActiveAgent, isRecommendCodeLive } from '../member';
import * as memberRepo from '../member';
import { SmsErrors as E } from './errors';
import type { SmsSender } from './sms-sender';
import { smsCodeText } from './sms-text';

const HOUR = 60 * 60 * 1000;
/** The /register/sms type of forgot password by SMS (our extension of §7, beside register_member). */
const FORGOT_PASSWORD = 'forgot_password';
/** Look-ups of whether a value is taken: a registrant checks a handful of fields, a scraper thousands. */
export const LOOKUPS_PER_IP = 20;
export const LOOKUP_IP_WINDOW_MS = 10 * 60_000;
export const LOOKUPS_PER_VALUE = 5;
export const LOOKUP_VALUE_WINDOW_MS = HOUR;
const hashCode = (siteId: number, phone: string, code: string) =>
  createHash('sha256').update(`${siteId}:${phone}:${code}`).digest('hex');

export type RegistrationExtrasService = ReturnType<typeof createRegistrationExtrasService>;

export function createRegistrationExtrasService(deps: {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  attempts?: AttemptLimiter;
  captcha?: CaptchaService;
}) {
  const { db, clock, sms } = deps;
  const attempts = deps.attempts ?? createPgAttemptStore(db, clock);
  // Without the app's captcha service (tools, unit tests) only captchas this service issued itself can
  // be answered, so a key of its own serves.
  const captcha =
    deps.captcha ?? createCaptchaService(db, clock, { enabled: true, key: randomBytes(32).toString('hex') });

  /**
   * Guards the look-ups that tell whether a value exists: the site's register captcha, then one slot
   * per caller address and per value asked about, taken before anything is looked up.
   */
  async function guardLookup(
    site: Site,
    ip: string,
    values: string[],
    input: { captcha_token?: unknown; captcha_answer?: unknown },
  ) {
    if (await captcha.required(site.id)) {
      const solved = await captcha.verify({
        siteId: site.id,
        type: 2,
        token: typeof input.captcha_token === 'string' ? input.captcha_token : undefined,
        answer: typeof input.captcha_answer === 'string' ? input.captcha_answer : undefined,
        ip,
      });
      if (!solved) throw new AppError(AccountErrors.registerCaptcha);
    }
    const limits: AttemptLimit[] = [
      { key: `lookup:ip:${ip}`, max: LOOKUPS_PER_IP, windowMs: LOOKUP_IP_WINDOW_MS },
      ...values.map((v) => ({
        key: `lookup:value:${site.id}:${v.trim().toLowerCase()}`,
        max: LOOKUPS_PER_VALUE,
        windowMs: LOOKUP_VALUE_WINDOW_MS,
      })),
    ];
    if (await takeAll(attempts, limits)) throw new AppError(AccountErrors.tooFrequent);
  }

  async function forgotPhoneMatches(site: Site, account: string | undefined, phone: string) {
    const member = account
      ? await memberRepo.findMemberByAccount(db, site.id, account.trim().toLowerCase())
      : undefined;
    if (!member || member.status !== 'active' || member.phone?.trim() !== phone) return false;
    const settings = await memberRepo.recoverySettings(db, site.id);
    return recoveryProofs(settings, member.currency).methods.includes('sms');
  }

  return {
    /** §7 /register/sms. One code per phone per 300 s, a few per address per hour. */
    async sendCode(
      site: Site,
      input: { member_phone?: string; type?: string; account?: string; introducer?: string },
      ip: string,
      language: LangCode,
    ) {
      if (site.isDemo) throw new AppError(AccountErrors.demoSite);
      const phone = input.member_phone?.trim() ?? '';
      if (!phone) throw new AppError(E.phoneBlank);
      if (!/^\d{6,20}$/.test(phone)) throw new AppError(E.phoneInvalid);
      const purpose = input.type || 'register_member';
      const now = clock.now();

      // Both limits are taken before anything is sent, so parallel requests cannot all pass them.
      // A forgot code goes only to the account's own phone, so its slot also names the account: a
      // stranger naming someone's phone with another account cannot hold back the owner's code.
      const who =
        purpose === FORGOT_PASSWORD ? `${(input.account ?? '').trim().toLowerCase()}:${phone}` : phone;
      const limits: AttemptLimit[] = [
        {
          key: `sms:phone:${site.id}:${purpose}:${who}`,
          max: 1,
          windowMs: SMS_LIMITS.resendSeconds * 1000,
        },
        { key: `sms:ip:${ip}`, max: SMS_LIMITS.perIpPerHour, windowMs: HOUR },
      ];
      const refused = await takeAll(attempts, limits);
      if (refused === limits[0]) throw new AppError(E.resendTooSoon);
      if (refused) throw new AppError(E.contactService);
      // §8 222: the introducer named on the form is checked before a code goes out. The phone's slot is
      // given back (the member may fix the link and ask again); the address's slot stays taken, so the
      // call does not become a free way to test which accounts exist.
      const introducer = input.introducer?.trim();
      if (introducer && !(await introducerExists(db, site.id, introducer))) {
        await giveBackAll(attempts, [limits[0]!]);
        throw new AppError(E.introducerNotFound);
      }

      // Forgot password by SMS: the code goes only to the phone of the named account, where that
      // account's currency verifies phones by SMS. Any mismatch answers exactly like a send (after the
      // same limits), so the call tells nobody which accounts or phones exist.
      if (purpose === FORGOT_PASSWORD && !(await forgotPhoneMatches(site, input.account, phone)))
        return { resend_after: SMS_LIMITS.resendSeconds };

      const code = String(randomInt(0, 10 ** SMS_LIMITS.codeLength)).padStart(SMS_LIMITS.codeLength, '0');
      const text = smsCodeText(site, code, language);
      const result = await sms.send({ siteId: site.id, phone, code, language, text });
      if (result !== 'sent') {
        // Nothing went out: the caller may try again at once.
        await giveBackAll(attempts, limits);
        // §8 215: the gateway's own words about the number, shown on the phone field.
        if (typeof result === 'object') {
          throw new AppError(E.phoneRejected, result.rejected ? { message: result.rejected } : {});
        }
        throw new AppError(result === 'no_balance' ? E.noBalance : E.contactService);
      }
      await db.insert(smsCodes).values({
        siteId: site.id,
        phone,
        purpose,
        codeHash: hashCode(site.id, phone, code),
        clientIp: ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_LIMITS.codeTtlSeconds * 1000),
      });
      return { resend_after: SMS_LIMITS.resendSeconds };
    },

    /**
     * For registration (§8 113): true and consumed when the code is the latest unexpired one sent to the
     * phone; each wrong answer counts, and a code dies after a few wrong tries.
     */
    async checkCode(
      siteId: number,
      phone: string,
      code: string,
      purpose = 'register_member',
    ): Promise<boolean> {
      const now = clock.now();
      const [row] = await db
        .select()
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.siteId, siteId),
            eq(smsCodes.phone, phone),
            eq(smsCodes.purpose, purpose),
            isNull(smsCodes.usedAt),
            gt(smsCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      if (!row) return false;
      // The try is counted before the code is compared, in one statement: parallel guesses at one code
      // get maxWrongTries looks in all.
      const counted = await db
        .update(smsCodes)
        .set({ wrongTries: sql`${smsCodes.wrongTries} + 1` })
        .where(and(eq(smsCodes.id, row.id), lt(smsCodes.wrongTries, SMS_LIMITS.maxWrongTries)))
        .returning({ id: smsCodes.id });
      if (counted.length === 0 || row.codeHash !== hashCode(siteId, phone, code)) return false;
      const used = await db
        .update(smsCodes)
        .set({ usedAt: now })
        .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return used.length === 1;
    },

    /** §7 /register/verification: the first taken value among the fields the currency checks. */
    async verifyUnique(site: Site, input: Record<string, unknown>, ip: string) {
      const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string).trim() : '');
      const asked = ['member_account', 'member_name', 'member_phone', 'member_email', 'identity_id']
        .map(text)
        .filter(Boolean);
      const introducer = text('introducer');
      await guardLookup(site, ip, introducer ? [...asked, `introducer:${introducer}`] : asked, input);
      // §8 219: at this check the introducer is only looked for; /register judges the rest (and answers
      // its own 106 or 112 when the introducer is missing there).
      if (introducer && !(await introducerExists(db, site.id, introducer)))
        throw new AppError(AccountErrors.introducerNotFoundAtCheck);
      const account = text('member_account');
      if (account && (await memberRepo.findMemberByAccount(db, site.id, account)))
        throw new AppError(AccountErrors.accountRepeat);
      const currency = text('member_currency');
      const flagged = new Set(
        (await memberRepo.listRegisterSettings(db, site.id))
          .filter((r) => r.currency === currency && (r.isUnique || r.isVerification))
          .map((r) => r.field),
      );
      const checks = [
        ['member_name', 'name', 'nameRepeat'],
        ['member_phone', 'phone', 'phoneRepeat'],
        ['member_email', 'email', 'emailRepeat'],
        ['identity_id', 'identityId', 'identityRepeat'],
      ] as const;
      for (const [field, column, error] of checks) {
        const value = text(field);
        if (value && flagged.has(field) && (await memberRepo.valueTaken(db, site.id, column, value)))
          throw new AppError(AccountErrors[error]);
      }
      return null;
    },

    /** §7 check-agent-domain: the active agent domain of this host on this site, if any. */
    async agentDomain(site: Site, host: string | undefined) {
      const bare = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
      const [domain] = bare
        ? await db
            .select({ agentId: agentDomains.agentId, currency: agentDomains.currency })
            .from(agentDomains)
            .where(
              and(
                eq(agentDomains.siteId, site.id),
                eq(agentDomains.host, bare),
                eq(agentDomains.isActive, true),
              ),
            )
            .limit(1)
        : [];
      // A disabled or frozen agent's domain registers nobody.
      const row = domain && (await findMember(db, domain.agentId))?.status === 'active' ? domain : undefined;
      return row
        ? { is_valid: 1 as const, currency: row.currency, agent_id: row.agentId }
        : { is_valid: 0 as const, currency: '', agent_id: 0 };
    },

    /** §7 valid_message: an agent link needs an active agent; a recommend link an active programme. */
    async validLink(
      site: Site,
      input: { recommend_code?: string; agent_id?: number; captcha_token?: string; captcha_answer?: string },
      ip: string,
    ) {
      const asked = input.agent_id !== undefined ? `agent:${input.agent_id}` : input.recommend_code?.trim();
      await guardLookup(site, ip, asked ? [asked] : [], input);
      if (input.agent_id !== undefined) {
        return { is_valid: ((await isActiveAgent(db, site.id, input.agent_id)) ? 1 : 0) as 0 | 1 };
      }
      const code = input.recommend_code?.trim().toLowerCase();
      if (!code) return { is_valid: 0 as const };
      return { is_valid: ((await isRecommendCodeLive(db, site.id, code)) ? 1 : 0) as 0 | 1 };
    },

    /** §7 fb_tracking: stored once per event id (the pixel deduplicates on it too). */
    async track(
      site: Site,
      input: CallRequest<typeof FbTracking>,
      client: { ip: string; userAgent?: string },
    ) {
      await db
        .insert(marketingEvents)
        .values({
          siteId: site.id,
          eventName: input.eventName,
          eventTime: Number(input.eventTime),
          eventId: input.eventID,
          userData: input.userData ?? {},
          customData: input.customData ?? {},
          clientIp: client.ip,
          userAgent: client.userAgent?.slice(0, 300),
          receivedAt: clock.now(),
        })
        .onConflictDoNothing();
      return null;
    },
  };
}
