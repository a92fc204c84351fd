import type { ZAdminDeposit, ZAdminWithdrawal } from '@arks/contracts';
import type { z } from 'zod';

/** A deposit or withdrawal order as the money desks and the member page list it. */
export type Deposit = z.infer<typeof ZAdminDeposit>;
export type Withdrawal = z.infer<typeof ZAdminWithdrawal>;
