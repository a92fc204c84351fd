import { TIMING } from '@arks/contracts';
import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { toasterReady } from '../lib/toast';

/** sonner's toaster with the site's settings; once mounted, the toasts that waited for it show. */
export default function SonnerToaster() {
  // After the Toaster's own effect (a child's effects run first), so it already listens.
  useEffect(() => {
    toasterReady(toast);
    return () => toasterReady(null);
  }, []);
  return (
    <Toaster
      theme="dark"
      position="top-center"
      richColors
      closeButton
      duration={TIMING.toastDuration}
      offset={TIMING.toastOffset}
      mobileOffset={TIMING.toastOffset}
    />
  );
}
