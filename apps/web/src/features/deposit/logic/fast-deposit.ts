/** Where a fast-deposit link (spec §2 /fastDeposit, which leaves the isFastDeposit flag) takes the member. */
export const FAST_DEPOSIT_TARGET = '/user?page=Deposit';

export type FastDepositStep = { kind: 'none' } | { kind: 'login' } | { kind: 'open'; path: string };

/**
 * With the flag set, a member goes straight to the deposit page (and the flag is spent); a visitor is
 * asked to log in first, and the flag waits for the login. The demo member has no money to deposit.
 */
export function fastDepositStep(s: { flag: boolean; loggedIn: boolean; isDemo: boolean }): FastDepositStep {
  if (!s.flag || s.isDemo) return { kind: 'none' };
  return s.loggedIn ? { kind: 'open', path: FAST_DEPOSIT_TARGET } : { kind: 'login' };
}
