import { useSyncExternalStore } from 'react';

let due = false;
const listeners = new Set<() => void>();
let scheduled = false;

/**
 * True once the page has loaded and the browser is idle: for work the first page does not show
 * (the realtime connection), so its code and requests do not compete with what the visitor sees.
 */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(subscribe, () => due);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  schedule();
  return () => listeners.delete(listener);
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  const whenIdle = () => {
    const done = () => {
      due = true;
      for (const listener of listeners) listener();
    };
    // Safari has no requestIdleCallback; the timeout bounds the wait on a page that is never idle.
    if ('requestIdleCallback' in window) window.requestIdleCallback(done, { timeout: 2_000 });
    else setTimeout(done, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
