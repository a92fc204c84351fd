/**
 * Spec §2 bank-account binding prompt: asked once per visit (the browser tab's session), never on the
 * binding page itself. The mark is written when the prompt is shown, not when it is answered, so a
 * reload or another page of the same visit does not ask again; a new visit (a new tab) asks again.
 */
export const BANK_PROMPT_ASKED = 'bankPromptDismissed';

/** /user/BindAccount, or the member centre's /user?page=BindAccount (any letter case). */
export function isBindAccountPage(pathname: string, search: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/user/bindaccount') return true;
  return path === '/user' && new URLSearchParams(search).get('page')?.toLowerCase() === 'bindaccount';
}

export function shouldAskBankBinding(input: {
  needsBinding: boolean;
  askedThisVisit: boolean;
  pathname: string;
  search: string;
}): boolean {
  if (!input.needsBinding || input.askedThisVisit) return false;
  return !isBindAccountPage(input.pathname, input.search);
}
