import { createHash, randomInt } from 'node:crypto';
import { SMS_LIMITS, type CallRequest, type FbTracking } from '@arks/contracts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  agentDomains,
  marketingEvents,
  members,
  recommendSettings,
  registerSettings,
  smsCodes,
} from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { Site } from '../site/service';
import { AccountErrors } from '../member/errors';
import * as memberRepo from '../member/repository';
import { SmsErrors as E } from './errors';
import type { SmsSender } from './sms-sender';

const HOUR = 60 * 60 * 1000;
const hashCode = (siteId: number, phone: string, code: string) =>
  createHash('sha256').update(`${siteId}:${phone}:${code}`).digest('hex');

export type RegistrationExtrasService = ReturnType<typeof createRegistrationExtrasService>;

export function createRegistrationExtrasService(deps: { db: Db; clock: Clock; sms: SmsSender }) {
  const { db, clock, sms } = deps;

  return {
    /** §7 /register/sms. One code per phone per 300 s, a few per address per hour. */
    async sendCode(site: Site, input: { member_phone?: string; type?: string }, ip: string) {
      const phone = input.member_phone?.trim() ?? '';
      if (!phone) throw new AppError(E.phoneBlank);
      if (!/^\d{6,20}$/.test(phone)) throw new AppError(E.phoneInvalid);
      const purpose = input.type || 'register_member';
      const now = clock.now();

      const [last] = await db
        .select({ createdAt: smsCodes.createdAt })
        .from(smsCodes)
        .where(and(eq(smsCodes.siteId, site.id), eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      if (last && now.getTime() - last.createdAt.getTime() < SMS_LIMITS.resendSeconds * 1000)
        throw new AppError(E.resendTooSoon);
      const [perIp] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(smsCodes)
        .where(and(eq(smsCodes.clientIp, ip), gt(smsCodes.createdAt, new Date(now.getTime() - HOUR))));
      if ((perIp?.n ?? 0) >= SMS_LIMITS.perIpPerHour) throw new AppError(E.contactService);

      const code = String(randomInt(0, 10 ** SMS_LIMITS.codeLength)).padStart(SMS_LIMITS.codeLength, '0');
      const result = await sms.send({ siteId: site.id, phone, code });
      if (result === 'no_balance') throw new AppError(E.noBalance);
      if (result !== 'sent') throw new AppError(E.contactService);
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
      if (!row || row.wrongTries >= SMS_LIMITS.maxWrongTries) return false;
      if (row.codeHash !== hashCode(siteId, phone, code)) {
        await db
          .update(smsCodes)
          .set({ wrongTries: sql`${smsCodes.wrongTries} + 1` })
          .where(eq(smsCodes.id, row.id));
        return false;
      }
      const used = await db
        .update(smsCodes)
        .set({ usedAt: now })
        .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return used.length === 1;
    },

    /** §7 /register/verification: the first taken value among the fields the currency checks. */
    async verifyUnique(site: Site, input: Record<string, unknown>) {
      const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string).trim() : '');
      const account = text('member_account');
      if (account && (await memberRepo.findMemberByAccount(db, site.id, account)))
        throw new AppError(AccountErrors.accountRepeat);
      const flagged = new Set(
        (
          await db
            .select()
            .from(registerSettings)
            .where(
              and(
                eq(registerSettings.siteId, site.id),
                eq(registerSettings.currency, text('member_currency')),
              ),
            )
        )
          .filter((r) => r.isUnique || r.isVerification)
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
      const [row] = bare
        ? await db
            .select({ agentId: agentDomains.agentId, currency: agentDomains.currency })
            .from(agentDomains)
            .innerJoin(members, eq(members.id, agentDomains.agentId))
            .where(
              and(
                eq(agentDomains.siteId, site.id),
                eq(agentDomains.host, bare),
                eq(agentDomains.isActive, true),
                eq(members.status, 'active'),
              ),
            )
            .limit(1)
        : [];
      return row
        ? { is_valid: 1 as const, currency: row.currency, agent_id: row.agentId }
        : { is_valid: 0 as const, currency: '', agent_id: 0 };
    },

    /** §7 valid_message: an agent link needs an active agent; a recommend link an active programme. */
    async validLink(site: Site, input: { recommend_code?: string; agent_id?: number }) {
      if (input.agent_id !== undefined) {
        const [agent] = await db
          .select({ id: members.id })
          .from(members)
          .where(
            and(
              eq(members.id, input.agent_id),
              eq(members.siteId, site.id),
              eq(members.status, 'active'),
              sql`${members.memberType} <> 1`,
            ),
          )
          .limit(1);
        return { is_valid: (agent ? 1 : 0) as 0 | 1 };
      }
      const code = input.recommend_code?.trim().toLowerCase();
      if (!code) return { is_valid: 0 as const };
      const [row] = await db
        .select({ active: recommendSettings.isActive })
        .from(members)
        .innerJoin(
          recommendSettings,
          and(eq(recommendSettings.siteId, members.siteId), eq(recommendSettings.currency, members.currency)),
        )
        .where(and(eq(members.siteId, site.id), eq(members.account, code), eq(members.status, 'active')))
        .limit(1);
      return { is_valid: (row?.active ? 1 : 0) as 0 | 1 };
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
