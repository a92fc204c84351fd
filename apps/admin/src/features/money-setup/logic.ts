import type { AdminDepositChannel, AdminProviderTransfer, AdminWithdrawLimit } from '@arks/contracts';

/** A channel's name for staff: their own language, then English, then the first the channel has. */
export function channelName(names: Record<string, string>, language: string): string {
  return names[language] || names.en_US || Object.values(names).find(Boolean) || '';
}

/**
 * The order after moving `id` one place up (-1) or down (+1) among the channels of its own site and
 * currency (the reorder call takes all of them); null when it is already at that end.
 */
export function movedOrder(
  channels: readonly Pick<AdminDepositChannel, 'id' | 'sort'>[],
  id: number,
  step: -1 | 1,
): number[] | null {
  const ids = [...channels].sort((a, b) => a.sort - b.sort || a.id - b.id).map((c) => c.id);
  const at = ids.indexOf(id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= ids.length) return null;
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  return ids;
}

/** Which money effect a manual resolution has: the key of its sentence in `transfers.effect`. */
export const resolutionEffect = (
  transfer: Pick<AdminProviderTransfer, 'direction'>,
  outcome: 'posted' | 'voided',
): string => `${transfer.direction}_${outcome}`;

/** An optional amount field as the API takes it: empty means none. */
export const optionalAmount = (value: string | undefined | null): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/**
 * How a site's payout rule reads in the limits list: payouts to unverified accounts refused
 * outright, refused from an amount on, or allowed. An amount of zero (in any notation) is "refused".
 */
export function payoutRule(
  limit: Pick<AdminWithdrawLimit, 'verified_payouts_only' | 'unverified_payout_below'>,
): { key: 'refused' | 'refusedFrom' | 'allowed'; amount?: string } {
  if (!limit.verified_payouts_only) return { key: 'allowed' };
  if (!/[1-9]/.test(limit.unverified_payout_below)) return { key: 'refused' };
  return { key: 'refusedFrom', amount: limit.unverified_payout_below };
}
