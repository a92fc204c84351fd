/** Spec §9: the envelope is fetched again 3 s after its countdown reaches zero. */
export const RED_ENVELOPE_REFETCH_MS = 3_000;
/** Spec §9: times are shown in this zone unless a site says otherwise. */
export const DEFAULT_TIME_ZONE = 'America/Caracas';

export interface Countdown {
  done: boolean;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds left until `endAt`, split for display; never negative. */
export function countdown(endAt: string, now: number): Countdown {
  const left = Math.max(0, Math.ceil((Date.parse(endAt) - now) / 1000));
  return {
    done: left === 0,
    hours: Math.floor(left / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

export const twoDigits = (n: number) => String(n).padStart(2, '0');

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
