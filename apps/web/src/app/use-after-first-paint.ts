import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';

/** A call that never settles must not hold back forever what waits for the page to be quiet. */
const LONGEST_WAIT_MS = 10_000;
/** Once quiet, a little longer: a visitor's first taps and scrolls come before background work. */
const SETTLE_MS = 3_000;

/**
 * True once the first page is up: the document loaded, its data calls answered, a few seconds passed
 * and the browser idle.
 * For work the first page does not show (the realtime connection), so its code and requests do not
 * compete with what the visitor is waiting for. Stays true from then on.
 */
export function useAfterFirstPaint(): boolean {
  const loaded = useSyncExternalStore(subscribeLoad, isLoaded);
  const fetching = useIsFetching();
  const [due, setDue] = useState(false);
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);

  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => setWaitedLongEnough(true), LONGEST_WAIT_MS);
    return () => clearTimeout(timer);
  }, [loaded]);

  useEffect(() => {
    if (due || !loaded || (fetching > 0 && !waitedLongEnough)) return;
    let cancelIdle = () => {};
    const timer = setTimeout(() => (cancelIdle = whenIdle(() => setDue(true))), SETTLE_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [due, loaded, fetching, waitedLongEnough]);

  return due;
}

const isLoaded = () => document.readyState === 'complete';

function subscribeLoad(onChange: () => void): () => void {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

/** Safari has no requestIdleCallback; there a short timeout stands in. Returns the cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}
