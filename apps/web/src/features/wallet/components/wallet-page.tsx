import { DWRecord } from './dw-record';
import { MyWallet } from './my-wallet';
import { TransactionPage, type RecordTab } from './transaction-page';

const WALLET_PAGES = ['MyWallet', 'Transaction', 'DWRecord'] as const;
export type WalletPageKey = (typeof WALLET_PAGES)[number];

export function isWalletPage(page: string): page is WalletPageKey {
  return (WALLET_PAGES as readonly string[]).includes(page);
}

/** The member-centre pages of the wallet feature (spec §2 my_wallet and transaction_record). */
export function WalletPage(props: {
  page: WalletPageKey;
  memberId: string | null;
  currency: string;
  /** The site's zone (env_config.time_zone): record dates are whole days there. */
  timeZone: string;
  /** Further tabs of Transaction records, drawn by other features. */
  recordTabs?: RecordTab[];
  recordsLabel?: string;
}) {
  const { page, recordTabs, recordsLabel, ...rest } = props;
  if (page === 'MyWallet') return <MyWallet memberId={rest.memberId} currency={rest.currency} />;
  if (page === 'Transaction') return <TransactionPage {...rest} tabs={recordTabs} mainLabel={recordsLabel} />;
  return <DWRecord {...rest} />;
}
