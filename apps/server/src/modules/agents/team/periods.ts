/**
 * The site days the team pages read, as YYYY-MM-DD strings: the date arithmetic is done on UTC
 * midnights of the calendar dates, so it never meets a daylight-saving hour (the site's time zone
 * only decides which date "today" is).
 */

const DAY_MS = 86_400_000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** Today, the week so far (from Monday) and the month so far, each ending today. */
export function dashboardPeriods(today: string) {
  const date = toDate(today);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return [
    { period: 'today' as const, start: today, end: today },
    { period: 'week' as const, start: toDay(new Date(date.getTime() - sinceMonday * DAY_MS)), end: today },
    { period: 'month' as const, start: `${today.slice(0, 8)}01`, end: today },
  ];
}

/** Every day from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = toDate(start).getTime(), last = toDate(end).getTime(); t <= last; t += DAY_MS) {
    days.push(toDay(new Date(t)));
  }
  return days;
}
