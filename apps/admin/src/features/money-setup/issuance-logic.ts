import {
  CURRENCIES,
  ISSUANCE_SCOPES,
  MONEY_LIMITS,
  type AdminIssuanceLimit,
  type CurrencyCode,
  type TIssuanceScope,
} from '@arks/contracts';
import { toMinor } from '../../lib/decimal';

/** One currency's daily approval-free limits, as the page shows them: a row with a cell per scope. */
export interface IssuanceRow {
  currency: string;
  limits: Record<TIssuanceScope, AdminIssuanceLimit>;
  /** The latest change to any of the three; null while all three are the defaults. */
  updatedAt: string | null;
}

/**
 * The server's flat list (every scope of every currency) as one row per currency, in the order of
 * `currencies` (those of the staff member's site scope). A currency the answer lacks a scope of is
 * left out rather than drawn with a hole.
 */
export function issuanceRows(
  list: readonly AdminIssuanceLimit[],
  currencies: readonly string[],
): IssuanceRow[] {
  return [...new Set(currencies)].flatMap((currency) => {
    const mine = list.filter((l) => l.currency === currency);
    const limits = Object.fromEntries(mine.map((l) => [l.scope, l])) as IssuanceRow['limits'];
    if (ISSUANCE_SCOPES.some((scope) => !limits[scope])) return [];
    const times = mine.flatMap((l) => (l.updated_at ? [l.updated_at] : [])).sort();
    return [{ currency, limits, updatedAt: times.at(-1) ?? null }];
  });
}

/**
 * Why a typed daily limit would be refused, before it leaves the browser: not a plain non-negative
 * decimal, more decimals than the currency has, or above the currency's largest single amount (the
 * server's bound on every staff amount). Null when it is fine.
 */
export function issuanceAmountProblem(
  value: string,
  currency: string,
): 'format' | 'decimals' | 'tooLarge' | null {
  const code = currency as CurrencyCode;
  const text = value.trim();
  if (!/^\d{1,15}(\.\d{1,8})?$/.test(text)) return 'format';
  const minor = toMinor(text, CURRENCIES[code]?.exponent ?? 2);
  if (minor === null) return 'decimals';
  const max = MONEY_LIMITS[code]?.maxAmount;
  return max !== undefined && minor > max ? 'tooLarge' : null;
}
