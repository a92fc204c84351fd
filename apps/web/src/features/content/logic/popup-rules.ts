/** Where the member is when pop-up promotions are asked for (spec §4: display_location). */
export const POPUP_LOCATION = { elsewhere: 2, deposit: 3 } as const;

export interface PopupItem {
  id: number;
  updated_at: string;
}

export interface PopupState {
  loggedIn: boolean;
  onDepositPage: boolean;
  items: readonly PopupItem[];
  /** Cancelled during this visit (closing marks it). */
  cancelled: boolean;
  /** Session storage popUpDiscountModalCloseTime, as epoch ms; null when never closed. */
  closedAt: number | null;
  hasModalQuery: boolean;
  otherModalVisible: boolean;
}

export function popupLocation(onDepositPage: boolean): number {
  return onDepositPage ? POPUP_LOCATION.deposit : POPUP_LOCATION.elsewhere;
}

function someUpdatedAfter(items: readonly PopupItem[], closedAt: number): boolean {
  return items.some((item) => {
    const at = Date.parse(item.updated_at);
    return Number.isFinite(at) && at > closedAt;
  });
}

/** Whether the pop-up promotion modal shows (spec §4 "Pop-up promotion"). */
export function shouldShowPopup(state: PopupState): boolean {
  if (state.cancelled || state.hasModalQuery || state.items.length === 0) return false;
  if (state.loggedIn) {
    if (state.onDepositPage) return true;
    return state.closedAt === null;
  }
  if (state.otherModalVisible) return false;
  return state.closedAt === null || someUpdatedAfter(state.items, state.closedAt);
}

/** Closing records the close time, except on the deposit page (spec §4). */
export function closeTimeToRecord(onDepositPage: boolean, now: number): number | null {
  return onDepositPage ? null : now;
}

/** A member whose setting says display_frequency 0 tells the server to hide the pop-up (spec §4). */
export function shouldTellServerToHide(loggedIn: boolean, displayFrequency: number): boolean {
  return loggedIn && displayFrequency === 0;
}
