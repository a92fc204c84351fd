import type { AdminBlocklistEntry, AdminServiceAgreement, TRegisterBlocklistKind } from '@arks/contracts';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, fieldError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { sanitizeStaffHtml } from '../../../platform/sanitize';
import { findSite, listCurrencies, listLanguages } from '../../sites/site';
import { createStaffAuditWriter, type StaffActor } from '../staff';
import { SiteRuleErrors } from './errors';
import { blocklistValue } from './register-rules';
import { recommendSettings, registerBlocklist, serviceAgreements } from './schema';

/** The domain part of an e-mail address, as the register contract's e-mail rule accepts it. */
const EMAIL_DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

const likePart = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

type BlocklistRow = typeof registerBlocklist.$inferSelect;
const entry = (r: BlocklistRow): AdminBlocklistEntry => ({
  kind: r.kind,
  value: r.value,
  created_at: r.createdAt.toISOString(),
});

/**
 * The registration rules the member module keeps, as staff set them: the name and e-mail-domain
 * blocklist, the friend-recommend switch per currency and the service agreement per language. Each
 * change is written with its audit row in one transaction, the rule before and after beside the reason.
 */
export function createAdminRulesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const siteOf = async (siteId: number) => {
    const site = await findSite(db, siteId);
    if (!site) throw new AppError(PlatformErrors.siteNotFound);
    return site;
  };

  const audited = <T>(
    who: StaffActor,
    action: string,
    siteId: number,
    reason: string,
    work: (tx: DbOrTx) => Promise<{ before: unknown; after: unknown; result: T }>,
  ) =>
    db.transaction(async (tx) => {
      const { before, after, result } = await work(tx);
      await createStaffAuditWriter(
        tx,
        clock,
      )({
        staffId: who.staffId,
        action,
        target: `site:${siteId}`,
        detail: { reason, before, after },
        ip: who.ip,
      });
      return result;
    });

  /** The stored form of a value: registration's own comparison, and a bare domain for e-mail. */
  const storedValue = (kind: TRegisterBlocklistKind, value: string) => {
    const v = blocklistValue(value);
    if (kind === 'name') return v;
    const domain = v.replace(/^@/, '');
    if (!EMAIL_DOMAIN.test(domain)) throw fieldError('value', 'site_rules.value.email_domain_invalid');
    return domain;
  };

  const agreementsOf = async (siteId: number): Promise<AdminServiceAgreement[]> => {
    const [languages, rows] = await Promise.all([
      listLanguages(db, siteId),
      db.select().from(serviceAgreements).where(eq(serviceAgreements.siteId, siteId)),
    ]);
    return languages.map((language) => {
      const row = rows.find((r) => r.language === language);
      return { language, title: row?.title ?? '', content: row?.content ?? '', saved: row !== undefined };
    });
  };

  return {
    async blocklist(q: {
      site_id: number;
      kind?: TRegisterBlocklistKind;
      search?: string;
      page: number;
      page_size: number;
    }) {
      await siteOf(q.site_id);
      const where = and(
        eq(registerBlocklist.siteId, q.site_id),
        q.kind ? eq(registerBlocklist.kind, q.kind) : undefined,
        q.search ? ilike(registerBlocklist.value, likePart(q.search)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(registerBlocklist)
          .where(where)
          .orderBy(asc(registerBlocklist.kind), asc(registerBlocklist.value))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(registerBlocklist).where(where),
      ]);
      return { list: rows.map(entry), total: total?.n ?? 0, page: q.page, page_size: q.page_size };
    },

    async addToBlocklist(
      who: StaffActor,
      input: { site_id: number; kind: TRegisterBlocklistKind; value: string; reason: string },
    ) {
      await siteOf(input.site_id);
      const value = storedValue(input.kind, input.value);
      return audited(who, 'register_blocklist_added', input.site_id, input.reason, async (tx) => {
        const [row] = await tx
          .insert(registerBlocklist)
          .values({ siteId: input.site_id, kind: input.kind, value, createdAt: clock.now() })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new AppError(SiteRuleErrors.blocklistTaken);
        return { before: null, after: entry(row), result: entry(row) };
      });
    },

    async removeFromBlocklist(
      who: StaffActor,
      input: { site_id: number; kind: TRegisterBlocklistKind; value: string; reason: string },
    ) {
      await siteOf(input.site_id);
      // As it was stored, without refusing what was never valid: such a value is simply not found.
      const value = blocklistValue(input.value).replace(input.kind === 'email_domain' ? /^@/ : /^$/, '');
      return audited(who, 'register_blocklist_removed', input.site_id, input.reason, async (tx) => {
        const [row] = await tx
          .delete(registerBlocklist)
          .where(
            and(
              eq(registerBlocklist.siteId, input.site_id),
              eq(registerBlocklist.kind, input.kind),
              eq(registerBlocklist.value, value),
            ),
          )
          .returning();
        if (!row) throw new AppError(SiteRuleErrors.blocklistMissing);
        return { before: entry(row), after: null, result: entry(row) };
      });
    },

    async recommendSettings(siteId: number) {
      await siteOf(siteId);
      const [currencies, rows] = await Promise.all([
        listCurrencies(db, siteId),
        db.select().from(recommendSettings).where(eq(recommendSettings.siteId, siteId)),
      ]);
      return {
        list: currencies.map((currency) => ({
          currency,
          is_active: rows.find((r) => r.currency === currency)?.isActive ?? false,
        })),
      };
    },

    async saveRecommendSetting(
      who: StaffActor,
      input: { site_id: number; currency: string; is_active: boolean; reason: string },
    ) {
      await siteOf(input.site_id);
      if (!(await listCurrencies(db, input.site_id)).includes(input.currency))
        throw fieldError('currency', 'site_rules.currency.not_offered');
      const where = and(
        eq(recommendSettings.siteId, input.site_id),
        eq(recommendSettings.currency, input.currency),
      );
      return audited(who, 'recommend_setting_saved', input.site_id, input.reason, async (tx) => {
        const [old] = await tx.select().from(recommendSettings).where(where).for('update');
        await tx
          .insert(recommendSettings)
          .values({ siteId: input.site_id, currency: input.currency, isActive: input.is_active })
          .onConflictDoUpdate({
            target: [recommendSettings.siteId, recommendSettings.currency],
            set: { isActive: input.is_active },
          });
        const after = { currency: input.currency, is_active: input.is_active };
        return {
          before: { currency: input.currency, is_active: old?.isActive ?? false },
          after,
          result: after,
        };
      });
    },

    async serviceAgreements(siteId: number) {
      await siteOf(siteId);
      return { list: await agreementsOf(siteId) };
    },

    async saveServiceAgreement(
      who: StaffActor,
      input: { site_id: number; language: string; title: string; content: string; reason: string },
    ) {
      await siteOf(input.site_id);
      if (!(await listLanguages(db, input.site_id)).includes(input.language))
        throw fieldError('language', 'site_rules.language.not_offered');
      const content = sanitizeStaffHtml(input.content, 'content').trim();
      if (!content) throw fieldError('content', 'site_rules.content.empty_after_sanitizing');
      const where = and(
        eq(serviceAgreements.siteId, input.site_id),
        eq(serviceAgreements.language, input.language),
      );
      return audited(who, 'service_agreement_saved', input.site_id, input.reason, async (tx) => {
        const [old] = await tx.select().from(serviceAgreements).where(where).for('update');
        await tx
          .insert(serviceAgreements)
          .values({ siteId: input.site_id, language: input.language, title: input.title, content })
          .onConflictDoUpdate({
            target: [serviceAgreements.siteId, serviceAgreements.language],
            set: { title: input.title, content },
          });
        const after = { language: input.language, title: input.title, content, saved: true };
        return {
          before: old ? { language: old.language, title: old.title, content: old.content } : null,
          after: { language: after.language, title: after.title, content: after.content },
          result: after,
        };
      });
    },
  };
}
export type AdminRulesService = ReturnType<typeof createAdminRulesService>;
