import { WAITING_WINDOWS } from '../../../realtime/window-registry';

/** Spec §3 waitingWindow: the named window a deposit's payment page opens in. */
export const DEPOSIT_WINDOW = WAITING_WINDOWS.deposit;

export interface PayTarget {
  /** The waiting window opened on the click (desktop), or null to use this page. */
  waiting: Pick<Window, 'location' | 'close' | 'closed'> | null;
}

/**
 * Desktop opens the waiting window on the click itself (a window opened later, after the order call
 * returns, would be blocked as a pop-up) and points it at the payment page once the order exists;
 * a phone, or a browser that blocked the window, goes to the payment page in this tab.
 */
export function openWaiting(mobile: boolean, open: (url: string, name: string) => Window | null): PayTarget {
  return { waiting: mobile ? null : open('/loading', DEPOSIT_WINDOW) };
}

export function sendToPayment(
  target: PayTarget,
  payUrl: string,
  here: { assign(url: string): void },
): 'window' | 'page' {
  if (target.waiting && !target.waiting.closed) {
    target.waiting.location.href = payUrl;
    return 'window';
  }
  here.assign(payUrl);
  return 'page';
}

export function abandon(target: PayTarget): void {
  if (target.waiting && !target.waiting.closed) target.waiting.close();
}
