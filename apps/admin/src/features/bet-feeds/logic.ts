/** How far behind now a feed is read, in the largest whole unit that fits (for the lag column). */
export function lagParts(seconds: number | null): {
  unit: 'none' | 'seconds' | 'minutes' | 'hours' | 'days';
  n: number;
} {
  if (seconds === null) return { unit: 'none', n: 0 };
  if (seconds < 120) return { unit: 'seconds', n: seconds };
  if (seconds < 2 * 3600) return { unit: 'minutes', n: Math.floor(seconds / 60) };
  if (seconds < 2 * 86_400) return { unit: 'hours', n: Math.floor(seconds / 3600) };
  return { unit: 'days', n: Math.floor(seconds / 86_400) };
}

/** A feed is healthy while read within 15 minutes with no failure since its last good page. */
export function lagLevel(seconds: number | null, failures: number): 'ok' | 'behind' | 'failing' {
  if (failures > 0) return 'failing';
  if (seconds === null || seconds > 15 * 60) return 'behind';
  return 'ok';
}
