import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * The site's toasts (sonner), loaded with the first toast: most first visits show none, so sonner's
 * code stays off the first page. Calls made meanwhile wait in order and show once the toaster is up
 * (app/toaster.tsx mounts it when asked through `onToasterWanted`).
 */
type Kind = 'success' | 'error' | 'info' | 'warning';
type Sonner = typeof sonnerToast;

let sonner: Sonner | null = null;
let wanted = false;
const waiting: ((toast: Sonner) => void)[] = [];
const wantedListeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (sonner) {
    sonner[kind](message, options);
    return;
  }
  waiting.push((toast) => toast[kind](message, options));
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
};

/** True from the first toast on: the toaster, once wanted, stays. */
export function toasterWanted(): boolean {
  return wanted;
}

/** Calls `listener` when the first toast asks for the toaster; returns the unsubscribe. */
export function onToasterWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** The mounted toaster hands over sonner's `toast`: what waited is shown now, the rest at once. */
export function toasterReady(toast: Sonner | null): void {
  sonner = toast;
  if (toast) for (const call of waiting.splice(0)) call(toast);
}
