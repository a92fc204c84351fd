import { randomInt } from 'node:crypto';
import {
  ADMIN_MEMBER_SORTS,
  REGISTER_SETTING_FIELDS,
  type TAdminMemberStatus,
  type TRegisterFieldSetting,
} from '@arks/contracts';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { members, registerSettings } from './schema';
import { findSite } from '../../sites/site';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { RealtimePublisher } from '../../../platform/realtime/publisher';
import type { SessionService } from '../session';
import type { StaffAuditWriter } from '../staff';
import { memberSearchFilter, type MemberLookups, type MemberSearch } from './member-search';
import { hashPassword } from './password';
import { maskIdentity } from './views';

type MemberRow = typeof members.$inferSelect;
type TAdminMemberSort = (typeof ADMIN_MEMBER_SORTS)[number];

const SORT_COLUMNS = { id: members.id, account: members.account, created_at: members.createdAt } as const;

export const summary = (m: MemberRow) => ({
  id: m.id,
  site_id: m.siteId,
  account: m.account,
  currency: m.currency,
  status: m.status as TAdminMemberStatus,
  name: m.name,
  phone: m.phone,
  created_at: m.createdAt.toISOString(),
});

/** Support sees enough to recognise a member, never a secret; identity numbers are masked. */

/** A temporary password that passes the member rule (§5: 6-12 letters and digits, both present). */
export function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const chars = [letters[randomInt(letters.length)]!, digits[randomInt(digits.length)]!];
  while (chars.length < 10) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export interface StaffContext {
  staffId: number;
  ip: string;
}

export type AdminMemberService = ReturnType<typeof createAdminMemberService>;

/** Member administration for the back office; every change is audited with its reason. */
export function createAdminMemberService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  audit: StaffAuditWriter;
  realtime: RealtimePublisher;
  lookups: MemberLookups;
}) {
  const { db, clock, sessions, audit, realtime } = deps;

  async function load(id: number): Promise<MemberRow> {
    const [m] = await db.select().from(members).where(eq(members.id, id));
    if (!m) throw new AppError(PlatformErrors.notFound, { message: 'No such member' });
    return m;
  }

  return {
    async search(
      q: MemberSearch & {
        sort: TAdminMemberSort;
        order: 'asc' | 'desc';
        page: number;
        page_size: number;
      },
    ) {
      const filter = await memberSearchFilter(db, deps.lookups, q);
      const direction = q.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(members)
          .where(filter)
          // The id breaks ties, so a page never repeats or skips a member of equal sort value.
          .orderBy(direction(SORT_COLUMNS[q.sort]), direction(members.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(members).where(filter),
      ]);
      return { list: rows.map(summary), total: total?.n ?? 0, page: q.page, page_size: q.page_size };
    },

    async detail(id: number) {
      const m = await load(id);
      return {
        ...summary(m),
        detail: {
          name: m.name,
          email: m.email,
          phone: m.phone,
          birthday: m.birthday,
          identity_id: maskIdentity(m.identityId),
          member_type: m.memberType,
          contacts: m.contacts,
          /** The agent the member registered under (spec §2 /register?id=). */
          introducer_id: m.introducerId,
          /** The friend whose recommend code the member registered with. */
          recommender_id: m.recommenderId,
          has_withdraw_password: m.withdrawPasswordHash !== null,
          must_change_password: m.mustChangePassword,
          must_transfer_validate: m.mustTransferValidate,
          double_validation: m.doubleValidation,
          register_ip: m.registerIp,
          /** Networks the member may log in from (§8 login 203 elsewhere); empty: anywhere. */
          login_allowed_networks: m.loginAllowedNetworks,
        },
      };
    },

    async setStatus(id: number, status: TAdminMemberStatus, reason: string, who: StaffContext) {
      const before = await load(id);
      await db.update(members).set({ status, updatedAt: clock.now() }).where(eq(members.id, id));
      // A frozen or disabled member is out at once, on every device and node. No profile.updated: that
      // cuts every connection of the member, and one made active again had no login left to tell (the
      // hub admits only active members); the status is on no page of the member's either.
      if (status !== 'active') await sessions.revokeMember(id);
      await audit({
        staffId: who.staffId,
        action: 'member_status',
        target: `member:${id}`,
        detail: { before: before.status, after: status, reason },
        ip: who.ip,
      });
      return { id, status };
    },

    async resetPassword(id: number, reason: string | undefined, who: StaffContext) {
      await load(id);
      const temporary = temporaryPassword();
      await db
        .update(members)
        .set({
          passwordHash: await hashPassword(temporary),
          mustChangePassword: true,
          updatedAt: clock.now(),
        })
        .where(eq(members.id, id));
      // Ends every login (and cuts their connections): no page is left to send profile.updated to.
      await sessions.revokeMember(id);
      await audit({
        staffId: who.staffId,
        action: 'member_password_reset',
        target: `member:${id}`,
        detail: { reason: reason ?? null },
        ip: who.ip,
      });
      return { id, temporary_password: temporary };
    },

    /** §8 login 203: the member logs in only from these networks; an empty list lifts the rule. */
    async setLoginNetworks(id: number, networks: string[], reason: string, who: StaffContext) {
      const before = await load(id);
      const after = [...new Set(networks)];
      await db
        .update(members)
        .set({ loginAllowedNetworks: after, updatedAt: clock.now() })
        .where(eq(members.id, id));
      await audit({
        staffId: who.staffId,
        action: 'member_login_networks',
        target: `member:${id}`,
        detail: { before: before.loginAllowedNetworks, after, reason },
        ip: who.ip,
      });
      return { id, login_allowed_networks: after };
    },

    async setDoubleValidation(id: number, on: boolean, reason: string, who: StaffContext) {
      const before = await load(id);
      await db
        .update(members)
        .set({ doubleValidation: on, updatedAt: clock.now() })
        .where(eq(members.id, id));
      await audit({
        staffId: who.staffId,
        action: 'member_double_validation',
        target: `member:${id}`,
        detail: { before: before.doubleValidation, after: on, reason },
        ip: who.ip,
      });
      // Spec §7 profile.updated: the member's open pages refetch what they show of the member.
      if (before.doubleValidation !== on) realtime.toMember(id, 'profile.updated', {});
      return { id, double_validation: on };
    },

    /**
     * Spec §7 app_clean_cache: the member's open pages and apps log out, clear their caches and reload.
     * The logins end here too: a page drops its token on the event, and a login nobody holds any more
     * would otherwise stay live until it idles out (on a single-device site refusing the member's
     * other devices meanwhile). The event goes first: ending the logins cuts their connections, and a
     * socket's packets are sent in order before it closes, so the open pages hear it.
     */
    async cleanAppCache(id: number, reason: string, who: StaffContext) {
      await load(id);
      realtime.toMember(id, 'app_clean_cache', {});
      await sessions.revokeMember(id);
      await audit({
        staffId: who.staffId,
        action: 'member_app_cache_cleaned',
        target: `member:${id}`,
        detail: { reason },
        ip: who.ip,
      });
      return { id };
    },

    async registerSettings(siteId: number) {
      const site = await findSite(db, siteId);
      if (!site) throw new AppError(PlatformErrors.siteNotFound);
      const rows = await db
        .select()
        .from(registerSettings)
        .where(eq(registerSettings.siteId, siteId))
        .orderBy(asc(registerSettings.currency), asc(registerSettings.sort));
      return {
        list: rows
          .filter((r) => (REGISTER_SETTING_FIELDS as readonly string[]).includes(r.field))
          .map((r) => ({
            name: r.field as (typeof REGISTER_SETTING_FIELDS)[number],
            currency: r.currency,
            is_display: r.isDisplay,
            is_required: r.isRequired,
            is_unique: r.isUnique,
            is_member_center: r.isMemberCenter,
            is_verification: r.isVerification,
          })),
      };
    },

    /** Upserts the rows sent, in one transaction; rows not sent are left alone. */
    async updateRegisterSettings(siteId: number, list: TRegisterFieldSetting[], who: StaffContext) {
      const before = await this.registerSettings(siteId);
      const currencies = await db.query.siteCurrencies.findMany({
        where: (t, { eq: e }) => e(t.siteId, siteId),
      });
      const open = new Set(currencies.map((c) => c.currency));
      const stranger = list.find((row) => !open.has(row.currency));
      if (stranger) {
        throw new AppError(PlatformErrors.badRequest, {
          message: `list.currency: ${stranger.currency} is not a currency of site ${siteId}`,
        });
      }
      const nonsense = list.find((row) => row.is_required && !row.is_display);
      if (nonsense) {
        throw new AppError(PlatformErrors.badRequest, {
          message: `list.is_required: ${nonsense.name} (${nonsense.currency}) cannot be required while hidden`,
        });
      }
      await db.transaction(async (tx) => {
        for (const row of list) {
          const values = {
            isDisplay: row.is_display,
            isRequired: row.is_required,
            isUnique: row.is_unique,
            isMemberCenter: row.is_member_center,
            isVerification: row.is_verification,
          };
          await tx
            .insert(registerSettings)
            .values({ siteId, currency: row.currency, field: row.name, ...values })
            .onConflictDoUpdate({
              target: [registerSettings.siteId, registerSettings.currency, registerSettings.field],
              set: values,
            });
        }
      });
      await audit({
        staffId: who.staffId,
        action: 'register_settings',
        target: `site:${siteId}`,
        detail: {
          changed: list,
          before: before.list.filter((b) => list.some((l) => l.name === b.name && l.currency === b.currency)),
        },
        ip: who.ip,
      });
      return this.registerSettings(siteId);
    },
  };
}
