/** A rate in basis points as a percentage: 1800 -> "18%", 1250 -> "12.5%". */
export function ratePercent(bp: number): string {
  const whole = bp / 100;
  return `${Number.isInteger(whole) ? whole : whole.toFixed(2).replace(/0$/, '')}%`;
}

/** A decimal amount is zero ("0", "0.00"). */
export const isZero = (amount: string): boolean => /^-?0*(\.0*)?$/.test(amount);

/** What an agent of this type is paid: revenue share, CPA, or both; 0 (no agent yet): what the plan offers. */
export function paysOf(agentType: number, cpaOffered: boolean): { share: boolean; cpa: boolean } {
  if (agentType === 1) return { share: true, cpa: false };
  if (agentType === 2) return { share: false, cpa: true };
  return { share: true, cpa: cpaOffered };
}

/** Tone of a statement's state for its badge. */
export const STATE_TONE = { preview: 'wait', approved: 'wait', paid: 'good' } as const;

/**
 * A trace figure (exact, 4 more places than the currency) without the zeros it does not need:
 * "2000.000000" -> "2000.00", "16950.123400" -> "16950.1234". `places` is the currency's.
 */
export function trimExact(value: string, places = 2): string {
  const [whole, frac = ''] = value.split('.');
  const kept = frac.replace(/0+$/, '');
  const digits = kept.length >= places ? kept : kept.padEnd(places, '0');
  return places === 0 && digits === '' ? whole! : `${whole}.${digits}`;
}
