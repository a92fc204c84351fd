import { TIMING } from '@arks/contracts';
import { useEffect } from 'react';
import { isCancellation, isRequestError } from '../api/request-error';
import { toast } from './toast';

/**
 * Spec §8: a failed banner or marquee list shows an error toast with the server's message. Those calls
 * stay silent (the first page's loader, the page and each carousel share one answer), so the query's
 * hook shows the failure once the query has given up; one `id` per list keeps its users to one toast.
 */
export function useFailureToast(error: unknown, id: string): void {
  useEffect(() => {
    // A 401 logs the member out (its own message); a cancellation is no failure.
    if (!isRequestError(error) || isCancellation(error) || error.kind === 'unauthorized') return;
    toast.error(error.message, { id, duration: TIMING.toastDuration });
  }, [error, id]);
}
