import { depositEntryAction } from '../../features/account/logic/deposit-entry';
import { useLoginDialog } from '../../features/account/components/login-dialog-provider';
import { useSession } from '../../features/account/components/use-session';
import { useOpenLink } from '../../features/navigation/components/use-open-link';
import type { LayoutMode } from '../../lib/layout-mode';

/** Spec §2 deposit entry: members open the user centre (a popup on desktop), visitors get the login modal. */
export function useDepositEntry(mode: LayoutMode): () => void {
  const session = useSession();
  const loginDialog = useLoginDialog();
  const open = useOpenLink(mode);
  return () => {
    const action = depositEntryAction(session.loggedIn);
    if (action.kind === 'login') loginDialog.open({ tab: 'login', warning: action.warning });
    else open(action.path);
  };
}
