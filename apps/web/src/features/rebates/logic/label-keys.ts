import { REBATE_STATES } from '@arks/contracts';

export const REBATE_TOTALS = ['validBet', 'amount', 'paid'] as const;

/** Every catalog key the rebates tab builds at run time (t(`rebates.status.${status}`) and the like). */
export const REBATE_LABEL_KEYS = [
  ...REBATE_STATES.map((s) => `rebates.status.${s}`),
  ...REBATE_TOTALS.map((k) => `rebates.totals.${k}`),
];

export const REBATE_LABEL_PREFIXES = ['rebates.status.', 'rebates.totals.'];
