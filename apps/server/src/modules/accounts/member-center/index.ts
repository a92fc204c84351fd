/** The module's public face: what other modules may use. */
export type { MemberCenterService } from './service';
export type { BankAccountLinks } from './bank-account-links';
export { findPayoutAccounts, lockPayoutAccount } from './payout-accounts';
export type { PayoutAccount } from './payout-accounts';
