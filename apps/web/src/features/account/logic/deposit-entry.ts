/** The page a logged-in member's deposit entry opens: the user centre on its deposit tab. */
export const USER_CENTRE_DEPOSIT = '/user?page=Deposit';

export type DepositEntryAction =
  { kind: 'open-user-centre'; path: string } | { kind: 'login'; warning: 'check_login_msg' };

/** Spec §2 deposit entry: members go to the user centre, visitors see the login modal with a warning. */
export function depositEntryAction(loggedIn: boolean): DepositEntryAction {
  return loggedIn
    ? { kind: 'open-user-centre', path: USER_CENTRE_DEPOSIT }
    : { kind: 'login', warning: 'check_login_msg' };
}
