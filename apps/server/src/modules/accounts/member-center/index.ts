/** The module's public face: what other modules may use. */
export type { MemberCenterService } from './service';
export type { BankAccountLinks } from './bank-account-links';
