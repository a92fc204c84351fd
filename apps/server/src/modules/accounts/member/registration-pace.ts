import type { Db } from '../../../db/client';
import type { AttemptLimit, AttemptLimiter } from '../../../platform/attempt-limiter';
import { AppError } from '../../../platform/app-error';
import { AccountErrors } from './errors';
import { countAudit } from './repository';

const HOUR = 3_600_000;
export const MAX_REGISTRATIONS_PER_IP_PER_DAY = 5;
export const MIN_SECONDS_BETWEEN_REGISTRATIONS = 10;

/**
 * How fast one address may open accounts, whichever way it registers (form or third-party login):
 * one per 10 seconds and 5 a day, counted from the audit of earlier registrations.
 */
export async function checkRegistrationPace(db: Db, ip: string, now: Date): Promise<void> {
  const byIp = { ip };
  const since = (ms: number) => new Date(now.getTime() - ms);
  if ((await countAudit(db, byIp, 'register', since(MIN_SECONDS_BETWEEN_REGISTRATIONS * 1000))) > 0) {
    throw new AppError(AccountErrors.tooFrequent);
  }
  if ((await countAudit(db, byIp, 'register', since(24 * HOUR))) >= MAX_REGISTRATIONS_PER_IP_PER_DAY) {
    throw new AppError(AccountErrors.limitPerIp);
  }
}

/**
 * The audit counts are read before anything is written; this slot, taken in one step, lets one
 * registration per address through at a time, so a parallel burst cannot pass them all. Give it back
 * when the registration does not happen after all.
 */
export async function takeRegistrationSlot(attempts: AttemptLimiter, ip: string): Promise<AttemptLimit> {
  const gate = { key: `register:ip:${ip}`, max: 1, windowMs: MIN_SECONDS_BETWEEN_REGISTRATIONS * 1000 };
  if (!(await attempts.take(gate))) throw new AppError(AccountErrors.tooFrequent);
  return gate;
}
