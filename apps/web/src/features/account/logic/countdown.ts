import { TIMING } from '@arks/contracts';

/** Whole seconds left on a timer started at `startedAt` (ms) lasting `durationMs`; 0 once over. */
export function secondsLeft(
  startedAt: number | null,
  now: number,
  durationMs: number = TIMING.smsResend,
): number {
  if (startedAt === null) return 0;
  const left = startedAt + durationMs - now;
  return left <= 0 ? 0 : Math.ceil(left / 1000);
}

/** A resend is allowed when no timer runs. */
export function canResend(
  startedAt: number | null,
  now: number,
  durationMs: number = TIMING.smsResend,
): boolean {
  return secondsLeft(startedAt, now, durationMs) === 0;
}

/** 300 -> "05:00" for the resend button. */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
