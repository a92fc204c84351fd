/** Spec §9: the envelope is fetched again 3 s after its countdown reaches zero. */
export const RED_ENVELOPE_REFETCH_MS = 3_000;
/** Spec §9: times are shown in this zone unless a site says otherwise. */
export const DEFAULT_TIME_ZONE = 'America/Caracas';

export interface Countdown {
  done: boolean;
  days: number;
  /** Hours within the day (0-23). */
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds left until `endAt`, split for display; never negative. */
export function countdown(endAt: string, now: number): Countdown {
  const left = Math.max(0, Math.ceil((Date.parse(endAt) - now) / 1000));
  return {
    done: left === 0,
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

export const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The countdown as read on the envelope: hh:mm:ss, with the days in front once more than a day is
 * left ("27d 23:54:48", not "671:54:48"). `daysText` is the member's language's way of writing it
 * (the redEnvelope.daysLeft text), given the days and the clock part.
 */
export function countdownText(left: Countdown, daysText: (days: number, clock: string) => string): string {
  const clock = `${twoDigits(left.hours)}:${twoDigits(left.minutes)}:${twoDigits(left.seconds)}`;
  return left.days > 0 ? daysText(left.days, clock) : clock;
}

/** The envelope's end as the member reads it, in the site's zone (Caracas by default). */
export function endTimeText(endAt: string, locale: string, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(endAt));
}
