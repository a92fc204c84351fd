import { fromMinor, MONEY_LIMITS, toMinor, type CurrencyCode, type TStaffRole } from '@arks/contracts';
import { AppError, PlatformErrors } from '../../../platform/app-error';

const refuse = (field: string, why: string) =>
  new AppError(PlatformErrors.badRequest, { message: `${field}: ${why}` });

/**
 * A staff-entered amount in minor units, refused by field when it is malformed, zero, negative
 * (unless `signed`) or beyond the currency's `maxAmount` in either direction. Bounding it here is what
 * keeps every later sum far from bigint overflow.
 */
export function boundedAmount(
  field: string,
  text: string,
  currency: CurrencyCode,
  opts: { signed?: boolean; max?: bigint } = {},
): bigint {
  let minor: bigint;
  try {
    minor = toMinor(text, currency);
  } catch (err) {
    throw refuse(field, (err as Error).message);
  }
  if (minor === 0n) throw refuse(field, 'must not be zero');
  if (minor < 0n && !opts.signed) throw refuse(field, 'must be positive');
  return withinBound(field, minor, currency, opts.max);
}

/** `minor` unchanged when its size is within the currency's `maxAmount` (or `max`), else a 400 on `field`. */
export function withinBound(field: string, minor: bigint, currency: CurrencyCode, max?: bigint): bigint {
  const limit = max ?? MONEY_LIMITS[currency].maxAmount;
  if (minor > limit || -minor > limit)
    throw refuse(field, `at most ${fromMinor(limit, currency)} ${currency}`);
  return minor;
}

/** Only finance and admin staff issue money: a new campaign, a bigger budget or prize, an approval. */
export const issuesMoney = (role: TStaffRole) => role === 'finance' || role === 'admin';
