import { calendarDay } from '../../../platform/day-window';
import { fromMinor, type CurrencyCode, type DashboardFigures } from '@arks/contracts';

/** One day's figures in minor units, before they are summed into periods and written as decimals. */
export interface DayTotals {
  registrations: number;
  firstDeposits: number;
  depositCount: number;
  depositAmount: bigint;
  withdrawalCount: number;
  withdrawalAmount: bigint;
  adjustmentCount: number;
  adjustmentAmount: bigint;
  redEnvelopeAmount: bigint;
  signInAmount: bigint;
  otherPromotionAmount: bigint;
  gameInCount: number;
  gameInAmount: bigint;
  gameOutCount: number;
  gameOutAmount: bigint;
}

export const emptyDay = (): DayTotals => ({
  registrations: 0,
  firstDeposits: 0,
  depositCount: 0,
  depositAmount: 0n,
  withdrawalCount: 0,
  withdrawalAmount: 0n,
  adjustmentCount: 0,
  adjustmentAmount: 0n,
  redEnvelopeAmount: 0n,
  signInAmount: 0n,
  otherPromotionAmount: 0n,
  gameInCount: 0,
  gameInAmount: 0n,
  gameOutCount: 0,
  gameOutAmount: 0n,
});

export function addDays(a: DayTotals, b: DayTotals): DayTotals {
  const sum = emptyDay();
  for (const key of Object.keys(sum) as (keyof DayTotals)[]) {
    (sum[key] as number | bigint) = (a[key] as never) + (b[key] as never);
  }
  return sum;
}

export function toFigures(d: DayTotals, currency: CurrencyCode): DashboardFigures {
  const money = (v: bigint) => fromMinor(v, currency);
  const promotions = d.redEnvelopeAmount + d.signInAmount + d.otherPromotionAmount;
  return {
    registrations: d.registrations,
    first_deposits: d.firstDeposits,
    deposit_count: d.depositCount,
    deposit_amount: money(d.depositAmount),
    withdrawal_count: d.withdrawalCount,
    withdrawal_amount: money(d.withdrawalAmount),
    net_amount: money(d.depositAmount - d.withdrawalAmount),
    adjustment_count: d.adjustmentCount,
    adjustment_amount: money(d.adjustmentAmount),
    red_envelope_amount: money(d.redEnvelopeAmount),
    sign_in_amount: money(d.signInAmount),
    other_promotion_amount: money(d.otherPromotionAmount),
    promotion_amount: money(promotions),
    game_in_count: d.gameInCount,
    game_in_amount: money(d.gameInAmount),
    game_out_count: d.gameOutCount,
    game_out_amount: money(d.gameOutAmount),
  };
}

/** The `count` calendar days ending with `last` (YYYY-MM-DD), oldest first. */
export function daysEnding(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Today's date in a time zone. */
export function todayIn(now: Date, timeZone: string): string {
  return calendarDay(now, timeZone);
}
