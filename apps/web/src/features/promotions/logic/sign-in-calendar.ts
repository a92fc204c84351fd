import type { SignInState } from '@arks/contracts';

export interface SignInDay {
  date: string;
  amount: string;
  state: SignInState;
}

export interface CalendarCell extends SignInDay {
  /** Day of the month, for the cell's label. */
  dayOfMonth: number;
  isToday: boolean;
}

/** Monday-first weekday (0 = Monday) of a YYYY-MM-DD date, read as a calendar date (no zone). */
export function weekdayMondayFirst(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The calendar grid: blank cells so the first day sits under its weekday, then one cell per campaign
 * day. A day the member signed in during this visit shows 'success' until the calendar is fetched again.
 */
export function calendarCells(
  days: readonly SignInDay[],
  today: string,
  justSigned: string | null,
): (CalendarCell | null)[] {
  const first = days[0];
  const blanks: null[] = first ? Array.from({ length: weekdayMondayFirst(first.date) }, () => null) : [];
  return [
    ...blanks,
    ...days.map((d) => ({
      ...d,
      state: d.date === justSigned ? ('success' as const) : d.state,
      dayOfMonth: Number(d.date.slice(8, 10)),
      isToday: d.date === today,
    })),
  ];
}

/** Whether the entry point should call for attention: today can still be signed. */
export function canSignToday(days: readonly SignInDay[], today: string): boolean {
  return days.some((d) => d.date === today && d.state === 'can_sign_in');
}
