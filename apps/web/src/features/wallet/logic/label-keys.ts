import { ZTransactionKind, ZTransactionStatus } from '@arks/contracts';
import { DEPOSIT_STATUSES, WITHDRAW_STATUSES } from '../api/fund-records';
import { RANGE_PRESETS } from '../../../lib/records/date-range';

export const RECORD_TABS = ['deposit', 'withdraw'] as const;

/** Every catalog key the wallet pages build at run time (t(`wallet.kind.${kind}`) and the like). */
export const WALLET_LABEL_KEYS = [
  ...RANGE_PRESETS.map((p) => `wallet.range.${p}`),
  ...RECORD_TABS.map((tab) => `wallet.tab.${tab}`),
  ...ZTransactionKind.options.map((k) => `wallet.kind.${k}`),
  ...ZTransactionStatus.options.map((s) => `wallet.txStatus.${s}`),
  ...DEPOSIT_STATUSES.map((s) => `wallet.depositStatus.${s}`),
  ...WITHDRAW_STATUSES.map((s) => `wallet.withdrawStatus.${s}`),
];

export const WALLET_LABEL_PREFIXES = [
  'wallet.range.',
  'wallet.tab.',
  'wallet.kind.',
  'wallet.txStatus.',
  'wallet.depositStatus.',
  'wallet.withdrawStatus.',
];
