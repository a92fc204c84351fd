import { ZTurnoverChangeReason, ZTurnoverSource } from '@arks/contracts';

/** Keys the turnover views build from a requirement's source and a change's reason (checked by the catalog test). */
export const TURNOVER_LABEL_KEYS = [
  ...ZTurnoverSource.options.map((s) => `turnover.source.${s}`),
  ...ZTurnoverChangeReason.options.map((r) => `turnover.reason.${r}`),
];
export const TURNOVER_LABEL_PREFIXES = ['turnover.source.', 'turnover.reason.'];
