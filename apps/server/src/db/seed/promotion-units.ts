import { calendarDay } from '../../platform/day-window';
import { toMinor, type CurrencyCode } from '@arks/contracts';
import { redEnvelopePromotions, signInCampaigns } from '../schema';
import type { SeedUnit } from './index';
import { inEveryLanguage } from './texts';

/**
 * The demo promotions per currency, as decimal strings: a week of sign-in rewards (the calendar
 * repeats it) and an envelope's prize range, each with the budget of one period. Staff's campaigns
 * are bounded by `MONEY_LIMITS`; these stay far below (the seed test checks).
 */
export const PROMOTION_TERMS: Record<
  string,
  { signIn: { rewards: string[]; budget: string }; envelope: { min: string; max: string; budget: string } }
> = {
  RMB: {
    signIn: { rewards: ['1', '2', '3', '5', '6', '8', '18'], budget: '20000' },
    envelope: { min: '1', max: '18.88', budget: '30000' },
  },
  USD: {
    signIn: { rewards: ['0.10', '0.20', '0.30', '0.50', '0.60', '0.80', '2'], budget: '3000' },
    envelope: { min: '0.20', max: '2.88', budget: '5000' },
  },
  VND: {
    signIn: { rewards: ['2000', '3000', '5000', '8000', '10000', '15000', '30000'], budget: '60000000' },
    envelope: { min: '5000', max: '68000', budget: '100000000' },
  },
  THB: {
    signIn: { rewards: ['3', '5', '8', '10', '15', '20', '50'], budget: '80000' },
    envelope: { min: '5', max: '88', budget: '120000' },
  },
};

/** Thirteen periods of four weeks: a year of promotions from the seed's start, renewed each period. */
export const PROMOTION_PERIODS = 13;
const PERIOD_DAYS = 28;
const DAY = 86_400_000;

/** A date in a time zone, as YYYY-MM-DD (en-CA formats dates that way). */
const localDate = calendarDay;
/** Calendar arithmetic in UTC, as `campaignDates` counts days: no zone shifts a date. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

type PromotedSite = {
  id: number;
  currencies: readonly string[];
  timeZone: string;
};

/**
 * What the demo banners and pop-up promise: for each currency a sign-in calendar and a red envelope,
 * renewed every four weeks for a year from the first start. The budget is each row's cap on what it
 * may pay; claims pay from the promotions expense through the ledger, as for staff's campaigns (no
 * money moves when a campaign is made, so there is nothing to fund here).
 */
export function promotionUnits(site: PromotedSite): SeedUnit[] {
  const currencies = site.currencies.filter((currency) => PROMOTION_TERMS[currency]);
  return [
    {
      key: `site:${site.id}:sign-in-campaigns`,
      async apply(tx) {
        const first = localDate(new Date(), site.timeZone);
        const titles = inEveryLanguage((texts) => texts.promotions.signIn);
        const rows = currencies.flatMap((currency) => {
          const terms = PROMOTION_TERMS[currency]!.signIn;
          const c = currency as CurrencyCode;
          return Array.from({ length: PROMOTION_PERIODS }, (_, period) => ({
            siteId: site.id,
            currency,
            titles,
            startDate: addDays(first, period * PERIOD_DAYS),
            endDate: addDays(first, (period + 1) * PERIOD_DAYS - 1),
            rewards: terms.rewards.map((reward) => String(toMinor(reward, c))),
            budget: toMinor(terms.budget, c),
          }));
        });
        if (rows.length) await tx.insert(signInCampaigns).values(rows);
      },
    },
    {
      key: `site:${site.id}:red-envelopes`,
      async apply(tx) {
        const start = Date.now();
        const titles = inEveryLanguage((texts) => texts.promotions.redEnvelope);
        const rows = currencies.flatMap((currency) => {
          const terms = PROMOTION_TERMS[currency]!.envelope;
          const c = currency as CurrencyCode;
          return Array.from({ length: PROMOTION_PERIODS }, (_, period) => ({
            siteId: site.id,
            currency,
            titles,
            startAt: new Date(start + period * PERIOD_DAYS * DAY),
            endAt: new Date(start + (period + 1) * PERIOD_DAYS * DAY),
            minAmount: toMinor(terms.min, c),
            maxAmount: toMinor(terms.max, c),
            budget: toMinor(terms.budget, c),
          }));
        });
        if (rows.length) await tx.insert(redEnvelopePromotions).values(rows);
      },
    },
  ];
}
