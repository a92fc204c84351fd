import {
  fromMinor,
  MONEY_LIMITS,
  toMinor,
  type AdminWithdrawLimit,
  type CurrencyCode,
} from '@arks/contracts';
import type { Db } from '../../../db/client';
import { fieldError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { createStaffAuditWriter, type StaffActor } from '../../accounts/staff';
import { listAllSites, listCurrencies } from '../../sites/site';
import { findLimits, limitsOf, lockSiteLimits, saveLimits, siteLimitRows, type Limits } from './limits';

function view(siteId: number, currency: string, l: Limits): AdminWithdrawLimit {
  const money = (minor: bigint) => fromMinor(minor, currency as CurrencyCode);
  return {
    site_id: siteId,
    currency,
    min_amount: money(l.min),
    max_amount: money(l.max),
    daily_count: l.dailyCount,
    daily_amount: l.dailyAmount === null ? null : money(l.dailyAmount),
    verified_payouts_only: l.verifiedOnly,
    unverified_payout_below: money(l.unverifiedBelow),
    configured: l.row !== undefined,
    updated_at: l.row?.updatedAt.toISOString() ?? null,
  };
}

function amount(field: string, text: string, currency: CurrencyCode, max: bigint, least = 1n): bigint {
  let minor: bigint;
  try {
    minor = toMinor(text, currency);
  } catch {
    throw fieldError(field, `${field}: at most the currency's decimal places`);
  }
  if (minor < least) throw fieldError(field, `${field}: must be ${least > 0n ? 'positive' : 'zero or more'}`);
  if (minor > max) throw fieldError(field, `${field}: at most ${fromMinor(max, currency)} ${currency}`);
  return minor;
}

/**
 * Staff's side of withdrawal limits: every currency of every site with the limits in force (saved, or
 * the product's defaults), and saving a site's limits for a currency with a reason (audited, before
 * and after). The member's next request meets the saved limits.
 */
export function createLimitsAdmin(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async list(f: { site_id?: number; currency?: string; page: number; page_size: number }) {
      const sites = (await listAllSites(db)).filter(
        (s) => f.site_id === undefined || s.site.id === f.site_id,
      );
      const rows = await siteLimitRows(
        db,
        sites.map((s) => s.site.id),
      );
      const all = sites.flatMap((s) =>
        s.currencies
          .filter((c) => f.currency === undefined || c === f.currency)
          .map((currency) => {
            const row = rows.find((r) => r.siteId === s.site.id && r.currency === currency);
            return view(s.site.id, currency, limitsOf(row, currency as CurrencyCode));
          }),
      );
      const start = (f.page - 1) * f.page_size;
      return { list: all.slice(start, start + f.page_size), total: all.length };
    },

    async save(
      who: StaffActor,
      input: {
        site_id: number;
        currency: string;
        min_amount: string;
        max_amount: string;
        daily_count: number | null;
        daily_amount: string | null;
        verified_payouts_only?: boolean;
        unverified_payout_below?: string;
        reason: string;
      },
    ) {
      const currency = input.currency as CurrencyCode;
      if (!(await listCurrencies(db, input.site_id)).includes(currency))
        throw fieldError('currency', `currency: site ${input.site_id} does not offer ${currency}`);
      const bound = MONEY_LIMITS[currency];
      const min = amount('min_amount', input.min_amount, currency, bound.maxAmount);
      const max = amount('max_amount', input.max_amount, currency, bound.maxAmount);
      if (max < min) throw fieldError('max_amount', 'max_amount: at least the minimum');
      const daily =
        input.daily_amount === null
          ? null
          : amount('daily_amount', input.daily_amount, currency, bound.maxBalance);
      if (daily !== null && daily < min)
        throw fieldError('daily_amount', 'daily_amount: at least the minimum');
      const below =
        input.unverified_payout_below === undefined
          ? undefined
          : amount('unverified_payout_below', input.unverified_payout_below, currency, bound.maxAmount, 0n);
      return db.transaction(async (tx) => {
        // Two staff saving at once: the later save sees (and audits) the earlier one as its before.
        await lockSiteLimits(tx, input.site_id, currency);
        const before = await findLimits(tx, input.site_id, currency);
        const row = await saveLimits(tx, {
          siteId: input.site_id,
          currency,
          minAmount: min,
          maxAmount: max,
          dailyCount: input.daily_count,
          dailyAmount: daily,
          // Left out of the request: the payout rule stays as it was (the defaults where nothing was saved).
          verifiedPayoutsOnly: input.verified_payouts_only ?? before.verifiedOnly,
          unverifiedPayoutBelow: below ?? before.unverifiedBelow,
          updatedBy: who.staffId,
          updatedAt: clock.now(),
        });
        const after = view(input.site_id, currency, limitsOf(row, currency));
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: who.staffId,
          action: 'withdraw_limits_saved',
          target: `site:${input.site_id}:${currency}`,
          detail: { before: view(input.site_id, currency, before), after, reason: input.reason },
          ip: who.ip,
        });
        return after;
      });
    },
  };
}
export type LimitsAdmin = ReturnType<typeof createLimitsAdmin>;
