import { DASHBOARD_DAYS, type CurrencyCode } from '@arks/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { DayWindow } from '../../../platform/day-window';
import type { RealtimePublisher } from '../../../platform/realtime/publisher';
import { registrationsByDay } from '../../accounts/member';
import { findSite } from '../../sites/site';
import { depositsByDay, depositsWaiting } from '../deposit';
import { proposalsWaiting } from '../adjustment';
import { flowsByDay, type LedgerFlow } from '../ledger';
import { withdrawalsByDay, withdrawalsWaiting } from '../withdrawal';
import { addDays, daysEnding, emptyDay, toFigures, todayIn, type DayTotals } from './figures';

export type DashboardService = ReturnType<typeof createDashboardService>;

/** Where a ledger flow lands on the day's figures. */
function addFlow(day: DayTotals, f: LedgerFlow): void {
  if (f.kind === 'adjustment') {
    day.adjustmentCount += f.count;
    day.adjustmentAmount += f.toMembers;
  } else if (f.kind === 'provider_in') {
    day.gameInCount += f.count;
    day.gameInAmount += f.amount;
  } else if (f.kind === 'provider_out') {
    day.gameOutCount += f.count;
    day.gameOutAmount += f.amount;
  } else if (f.source === 'red-envelope') day.redEnvelopeAmount += f.toMembers;
  else if (f.source === 'sign-in') day.signInAmount += f.toMembers;
  else day.otherPromotionAmount += f.toMembers;
}

/**
 * The back office's first page. Each figure comes from the module that owns it (members, deposits,
 * withdrawals, the ledger, adjustments, the realtime hub), one grouped query each over an indexed
 * range of 30 days; the periods are sums of those days.
 */
export function createDashboardService(deps: { db: Db; clock: Clock; realtime: RealtimePublisher }) {
  const { db, clock, realtime } = deps;

  async function windowOf(siteId: number, currency: string) {
    const site = await findSite(db, siteId);
    if (!site) throw new AppError(PlatformErrors.notFound, { message: 'No such site' });
    const today = todayIn(clock.now(), site.timeZone);
    const days = daysEnding(today, DASHBOARD_DAYS);
    // The site's midnights as instants, computed by PostgreSQL's own time zone rules (DST-safe).
    const { rows } = await db.execute<{ from: string; to: string }>(sql`
      select (${days[0]}::date::timestamp at time zone ${site.timeZone}) as "from",
             ((${today}::date + 1)::timestamp at time zone ${site.timeZone}) as "to"`);
    const window: DayWindow = {
      siteId,
      currency,
      timeZone: site.timeZone,
      from: new Date(rows[0]!.from),
      to: new Date(rows[0]!.to),
    };
    return { site, today, days, window };
  }

  return {
    async waiting(scope: { siteId?: number; currency?: string }) {
      const [deposits, withdrawals, adjustments] = await Promise.all([
        depositsWaiting(db, scope),
        withdrawalsWaiting(db, scope),
        proposalsWaiting(db, scope),
      ]);
      return { deposits, withdrawals, adjustments };
    },

    async overview(siteId: number, currency: CurrencyCode) {
      const { site, today, days, window } = await windowOf(siteId, currency);
      const [registrations, deposits, withdrawals, flows, online, waiting] = await Promise.all([
        registrationsByDay(db, window),
        depositsByDay(db, window),
        withdrawalsByDay(db, window),
        flowsByDay(db, window),
        realtime.onlineMembers(siteId, currency),
        this.waiting({ siteId, currency }),
      ]);
      const byDay = new Map(days.map((d) => [d, emptyDay()]));
      for (const [d, n] of registrations) if (byDay.has(d)) byDay.get(d)!.registrations = n;
      for (const [d, v] of deposits) {
        const day = byDay.get(d);
        if (!day) continue;
        day.depositCount = v.count;
        day.depositAmount = v.amount;
        day.firstDeposits = v.firstDeposits;
      }
      for (const [d, v] of withdrawals) {
        const day = byDay.get(d);
        if (!day) continue;
        day.withdrawalCount = v.count;
        day.withdrawalAmount = v.amount;
      }
      for (const f of flows) {
        const day = byDay.get(f.day);
        if (day) addFlow(day, f);
      }
      const totals = days.map((d) => byDay.get(d)!);
      const lastN = (n: number) => totals.slice(-n).reduce(addDays, emptyDay());
      return {
        site_id: siteId,
        currency,
        time_zone: site.timeZone,
        today,
        periods: {
          today: toFigures(lastN(1), currency),
          last_7_days: toFigures(lastN(7), currency),
          last_30_days: toFigures(lastN(DASHBOARD_DAYS), currency),
        },
        days: days.map((date, i) => ({ date, ...toFigures(totals[i]!, currency) })),
        online_members: online,
        waiting,
      };
    },
  };
}
