/**
 * The corner the member's floats share (the red envelope with its countdown, the sign-in calendar):
 * one column at the bottom right, above the go-to-top button, the phone tab bar and the home-bar
 * inset, so they never pile onto each other nor the footer.
 *
 * On a phone they also step aside for forms, whose fields a float or the keyboard would otherwise
 * cover: while any text field has focus (the login modal's included), and on the pages that are a
 * form: /register, the bank-account binding, the deposit and withdrawal forms of the user centre (by
 * path or ?page=) and the fast deposit. On a desktop screen there is room beside any form, so they stay.
 */
const FORM_PAGES = ['bindaccount', 'deposit', 'withdrawal'];

export function isFormPage(pathname: string, search: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/register' || path === '/fastpayment') return true;
  const [, first, second] = path.split('/');
  if (first !== 'user') return false;
  const page = (second ?? new URLSearchParams(search).get('page') ?? '').toLowerCase();
  return FORM_PAGES.includes(page);
}

export function floatsHidden(input: {
  mode: 'desktop' | 'mobile';
  pathname: string;
  search: string;
  fieldFocused: boolean;
}): boolean {
  if (input.mode !== 'mobile') return false;
  return input.fieldFocused || isFormPage(input.pathname, input.search);
}

/** Whether an element is one a member types into (the phone keyboard opens for it). */
export function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return ![
    'button',
    'submit',
    'reset',
    'checkbox',
    'radio',
    'range',
    'color',
    'file',
    'image',
    'hidden',
  ].includes(element.type);
}
