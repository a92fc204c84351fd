import { CURRENCIES, fromMinor, MONEY_LIMITS, type CurrencyCode } from '@arks/contracts';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { withMemberAccounts } from '../../accounts/member';
import { createStaffAuditWriter, type StaffActor } from '../../accounts/staff';
import { currencyOf, parseAmount, withinBound } from '../../money/ledger';
import { findSite, listCurrencies } from '../../sites/site';
import { rebateView } from './decisions';
import { RebateErrors as E } from './errors';
import { rebateRates, rebates, rebateSettings } from './schema';

/** A wire amount in minor units, or a 400 naming the field (too many decimals for the currency). */
function amountOf(field: string, amount: string, code: CurrencyCode): bigint {
  try {
    return parseAmount(amount, code);
  } catch {
    throw new AppError(PlatformErrors.badRequest, {
      message: `${field}: at most ${CURRENCIES[code].exponent} decimal places in ${code}`,
    });
  }
}

type SettingsInput = {
  site_id: number;
  currency: string;
  enabled: boolean;
  min_payout: string;
  auto_ceiling: string;
  turnover_multiple: number;
  rates: { level: number; hall: number; rate_bp: number }[];
  reason: string;
};

/** The staff side: settings and the rate grid per site and currency, and a day's rebates. */
export function createRebateAdmin(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function offered(siteId: number, currency: string) {
    if (!(await findSite(db, siteId))) throw new AppError(E.siteNotFound);
    if (!(await listCurrencies(db, siteId)).includes(currency)) throw new AppError(E.currencyNotOffered);
  }

  async function settings(siteId: number, currency: string) {
    const code = currencyOf(currency);
    const [[s], rates] = await Promise.all([
      db
        .select()
        .from(rebateSettings)
        .where(and(eq(rebateSettings.siteId, siteId), eq(rebateSettings.currency, currency))),
      db
        .select()
        .from(rebateRates)
        .where(and(eq(rebateRates.siteId, siteId), eq(rebateRates.currency, currency)))
        .orderBy(asc(rebateRates.level), asc(rebateRates.hall)),
    ]);
    return {
      site_id: siteId,
      currency,
      enabled: s?.enabled ?? false,
      min_payout: fromMinor(s?.minPayout ?? 0n, code),
      auto_ceiling: fromMinor(s?.autoCeiling ?? MONEY_LIMITS[code].approvalAbove, code),
      turnover_multiple: s?.turnoverMultiple ?? 0,
      configured: s !== undefined,
      rates: rates.map((r) => ({ level: r.level, hall: r.hall, rate_bp: r.rateBp })),
      updated_by: s?.updatedBy ?? null,
      updated_at: s?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    async settings(q: { site_id: number; currency: string }) {
      await offered(q.site_id, q.currency);
      return settings(q.site_id, q.currency);
    },

    /** Settings and the whole grid in one audited transaction, with what they were before. */
    async save(input: SettingsInput, actor: StaffActor) {
      await offered(input.site_id, input.currency);
      const code = currencyOf(input.currency);
      const minPayout = amountOf('min_payout', input.min_payout, code);
      const autoCeiling = amountOf('auto_ceiling', input.auto_ceiling, code);
      withinBound('min_payout', minPayout, code);
      withinBound('auto_ceiling', autoCeiling, code);
      const before = await settings(input.site_id, input.currency);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const values = {
          enabled: input.enabled,
          minPayout,
          autoCeiling,
          turnoverMultiple: input.turnover_multiple,
          updatedBy: actor.staffId,
          updatedAt: now,
        };
        await tx
          .insert(rebateSettings)
          .values({ siteId: input.site_id, currency: input.currency, ...values })
          .onConflictDoUpdate({ target: [rebateSettings.siteId, rebateSettings.currency], set: values });
        await tx
          .delete(rebateRates)
          .where(and(eq(rebateRates.siteId, input.site_id), eq(rebateRates.currency, input.currency)));
        if (input.rates.length > 0) {
          await tx.insert(rebateRates).values(
            input.rates.map((r) => ({
              siteId: input.site_id,
              currency: input.currency,
              level: r.level,
              hall: r.hall,
              rateBp: r.rate_bp,
            })),
          );
        }
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: actor.staffId,
          action: 'rebate_settings_saved',
          target: `rebate-settings:${input.site_id}:${input.currency}`,
          detail: {
            reason: input.reason,
            before: { ...before, updated_by: undefined, updated_at: undefined },
            after: {
              enabled: input.enabled,
              min_payout: fromMinor(minPayout, code),
              auto_ceiling: fromMinor(autoCeiling, code),
              turnover_multiple: input.turnover_multiple,
              rates: input.rates,
            },
          },
          ip: actor.ip,
        });
      });
      return settings(input.site_id, input.currency);
    },

    async list(q: {
      site_id: number;
      day: string;
      currency?: string;
      state?: 'computed' | 'waiting_approval' | 'paid' | 'rejected';
      member_id?: number;
      page: number;
      page_size: number;
    }) {
      const where: SQL[] = [eq(rebates.siteId, q.site_id), eq(rebates.day, q.day)];
      if (q.currency) where.push(eq(rebates.currency, q.currency));
      if (q.state) where.push(eq(rebates.state, q.state));
      if (q.member_id) where.push(eq(rebates.memberId, q.member_id));
      const [rows, [total], sums] = await Promise.all([
        db
          .select()
          .from(rebates)
          .where(and(...where))
          .orderBy(asc(rebates.memberId), asc(rebates.hall))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db
          .select({ n: count() })
          .from(rebates)
          .where(and(...where)),
        db
          .select({
            currency: rebates.currency,
            validBet: sql<string>`sum(${rebates.validBet})::text`,
            amount: sql<string>`sum(${rebates.amount})::text`,
            paid: sql<string>`coalesce(sum(${rebates.amount}) filter (where ${rebates.state} = 'paid'), 0)::text`,
          })
          .from(rebates)
          .where(and(...where))
          .groupBy(rebates.currency)
          .orderBy(asc(rebates.currency)),
      ]);
      const named = await withMemberAccounts(db, rows);
      return {
        list: named.map(({ order, account }) => rebateView(order, account)),
        total: total?.n ?? 0,
        totals: sums.map((s) => {
          const code = currencyOf(s.currency);
          return {
            currency: s.currency,
            valid_bet: fromMinor(BigInt(s.validBet), code),
            amount: fromMinor(BigInt(s.amount), code),
            paid: fromMinor(BigInt(s.paid), code),
          };
        }),
      };
    },
  };
}
