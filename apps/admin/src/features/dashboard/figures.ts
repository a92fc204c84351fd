import type { AdminDashboard } from '@arks/contracts';
import type { z } from 'zod';

export type Dashboard = z.output<(typeof AdminDashboard)['data']>;
export const PERIODS = ['today', 'last_7_days', 'last_30_days'] as const;
export type Period = (typeof PERIODS)[number];

/** How many days a period's chart shows: today's chart keeps a week for context. */
const CHART_DAYS: Record<Period, number> = { today: 7, last_7_days: 7, last_30_days: 30 };

/**
 * The chart's points for a period. Amounts are plotted as numbers (a chart cannot draw a decimal
 * string); the exact figures are the cards', which stay strings.
 */
export function chartPoints(dashboard: Dashboard, period: Period) {
  return dashboard.days.slice(-CHART_DAYS[period]).map((day) => ({
    date: day.date.slice(5),
    deposits: Number(day.deposit_amount),
    withdrawals: Number(day.withdrawal_amount),
    registrations: day.registrations,
    firstDeposits: day.first_deposits,
  }));
}

/** The site the dashboard shows: the header's chosen site, else the first one. */
export function dashboardSite<S extends { id: number; currencies: string[] }>(
  sites: readonly S[],
  chosen: number | null,
): S | undefined {
  return sites.find((s) => s.id === chosen) ?? sites[0];
}

/** The currency shown: the one picked when the site offers it, else the site's first. */
export function dashboardCurrency(site: { currencies: string[] } | undefined, picked: string | null) {
  if (!site) return undefined;
  return picked && site.currencies.includes(picked) ? picked : site.currencies[0];
}
