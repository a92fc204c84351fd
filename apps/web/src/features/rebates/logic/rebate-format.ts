/** A rate in basis points as a percentage: 85 -> "0.85%". */
export const ratePercent = (bp: number): string => `${(bp / 100).toFixed(2)}%`;

export const STATUS_TONE = {
  computed: 'wait',
  waiting_approval: 'wait',
  paid: 'good',
  rejected: 'mute',
} as const;
