import {
  basisPointsToMultiple,
  fromMinor,
  multipleToBasisPoints,
  MONEY_LIMITS,
  toMinor,
  type AdminDepositChannel,
  type CurrencyCode,
} from '@arks/contracts';
import { fieldError } from '../../../platform/app-error';
import { storedTexts, type LocalizedTexts } from '../../../platform/localized-text';
import { SANDBOX_MERCHANT } from './gateway';
import type { ChannelRow, NewChannelRow } from './channel-repository';

/** A channel as staff write it, before its amounts are read in the currency's minor units. */
export interface ChannelDraft {
  type: ChannelRow['type'];
  names: LocalizedTexts;
  min_amount: string;
  max_amount: string;
  daily_limit?: string | null;
  bank_name?: string | null;
  account_name?: string | null;
  account_number?: string | null;
  bank_branch?: string | null;
  gateway_url?: string | null;
  merchant_id?: string | null;
  turnover_multiple?: number;
}

/** What the console sees of a channel: the secret only as set or not. */
export function channelView(c: ChannelRow): AdminDepositChannel {
  const money = (minor: bigint) => fromMinor(minor, c.currency as CurrencyCode);
  return {
    id: c.id,
    site_id: c.siteId,
    currency: c.currency,
    type: c.type,
    names: c.names,
    min_amount: money(c.minAmount),
    max_amount: money(c.maxAmount),
    daily_limit: c.dailyLimit === null ? null : money(c.dailyLimit),
    bank_name: c.bankName,
    account_name: c.accountName,
    account_number: c.accountNumber,
    bank_branch: c.bankBranch,
    gateway_url: c.gatewayUrl,
    merchant_id: c.merchantId,
    secret_set: c.secretEnc !== null || c.merchantId === SANDBOX_MERCHANT,
    turnover_multiple: basisPointsToMultiple(c.turnoverMultipleBp),
    active: c.active,
    sort: c.sort,
    updated_at: c.updatedAt?.toISOString() ?? null,
  };
}

/** The draft in the row as the channel would hold it, from the stored row (for an update). */
export function draftOf(c: ChannelRow): ChannelDraft {
  const v = channelView(c);
  return {
    type: c.type,
    names: c.names,
    min_amount: v.min_amount,
    max_amount: v.max_amount,
    daily_limit: v.daily_limit,
    bank_name: c.bankName,
    account_name: c.accountName,
    account_number: c.accountNumber,
    bank_branch: c.bankBranch,
    gateway_url: c.gatewayUrl,
    merchant_id: c.merchantId,
    turnover_multiple: v.turnover_multiple,
  };
}

function amount(field: string, text: string, currency: CurrencyCode, max: bigint): bigint {
  let minor: bigint;
  try {
    minor = toMinor(text, currency);
  } catch {
    throw fieldError(field, `${field}: at most the currency's decimal places`);
  }
  if (minor <= 0n) throw fieldError(field, `${field}: must be positive`);
  if (minor > max) throw fieldError(field, `${field}: at most ${fromMinor(max, currency)} ${currency}`);
  return minor;
}

const blank = (v: string | null | undefined) => !v?.trim();

/**
 * The checked columns of a channel, refused by field: names in each of the site's languages, amounts
 * in the currency's decimals and bounds with min <= max <= the daily cap's room, and the fields its
 * type needs (a bank's account, a gateway's page and merchant) without the other type's.
 */
export function channelColumns(
  d: ChannelDraft,
  currency: CurrencyCode,
  siteLanguages: readonly string[],
): Omit<NewChannelRow, 'siteId' | 'currency' | 'type'> {
  for (const lang of siteLanguages) {
    if (blank(d.names[lang]))
      throw fieldError(`names.${lang}`, `names.${lang}: required, a language of the site`);
  }
  const bound = MONEY_LIMITS[currency];
  const minAmount = amount('min_amount', d.min_amount, currency, bound.maxAmount);
  const maxAmount = amount('max_amount', d.max_amount, currency, bound.maxAmount);
  if (maxAmount < minAmount) throw fieldError('max_amount', 'max_amount: at least the minimum');
  const dailyLimit = blank(d.daily_limit)
    ? null
    : amount('daily_limit', d.daily_limit!, currency, bound.maxBalance);
  if (dailyLimit !== null && dailyLimit < minAmount)
    throw fieldError('daily_limit', 'daily_limit: at least the minimum per order');
  const bank = d.type === 'bank';
  for (const field of bank
    ? (['bank_name', 'account_name', 'account_number'] as const)
    : (['gateway_url', 'merchant_id'] as const)) {
    if (blank(d[field])) throw fieldError(field, `${field}: required for this type of channel`);
  }
  for (const field of bank
    ? (['gateway_url', 'merchant_id'] as const)
    : (['bank_name', 'account_name', 'account_number', 'bank_branch'] as const)) {
    if (!blank(d[field])) throw fieldError(field, `${field}: not used by this type of channel`);
  }
  const text = (v: string | null | undefined) => (blank(v) ? null : v!.trim());
  return {
    names: storedTexts(d.names),
    minAmount,
    maxAmount,
    dailyLimit,
    bankName: bank ? text(d.bank_name) : null,
    accountName: bank ? text(d.account_name) : null,
    accountNumber: bank ? text(d.account_number) : null,
    bankBranch: bank ? text(d.bank_branch) : null,
    gatewayUrl: bank ? null : text(d.gateway_url),
    merchantId: bank ? null : text(d.merchant_id),
    turnoverMultipleBp: multipleToBasisPoints(d.turnover_multiple ?? 0),
  };
}
