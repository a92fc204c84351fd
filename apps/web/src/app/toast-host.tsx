import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToasterWanted, toasterWanted } from '../lib/toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** Mounts the toaster (and loads sonner) when the first toast asks for it. */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
