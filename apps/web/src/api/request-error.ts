import { isCancelledError } from '@tanstack/react-query';

/**
 * Why a call failed. `business` is a non-success envelope code; `aborted` is a cancellation we caused
 * (401 group abort, query unmount) and is never shown to the member.
 */
export type RequestErrorKind = 'business' | 'unauthorized' | 'timeout' | 'network' | 'invalid' | 'aborted';

export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  readonly code: number | null;
  readonly status: number | null;
  /** Catalog key when the text is ours rather than the server's (spec §8 requestTimeout, networkError). */
  readonly messageKey: string | null;
  /** The envelope's `data` of a business failure (a 400 lists field errors there). */
  readonly data: unknown;

  constructor(init: {
    kind: RequestErrorKind;
    message: string;
    code?: number | null;
    status?: number | null;
    messageKey?: string | null;
    data?: unknown;
  }) {
    super(init.message);
    this.name = 'RequestError';
    this.kind = init.kind;
    this.code = init.code ?? null;
    this.status = init.status ?? null;
    this.messageKey = init.messageKey ?? null;
    this.data = init.data ?? null;
  }
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}

/**
 * A call someone stopped on purpose (the caller's signal, a 401 group abort, TanStack Query cancelling
 * a query it no longer needs): not a failure, so nothing is shown for it.
 */
export function isCancellation(error: unknown): boolean {
  if (isRequestError(error)) return error.kind === 'aborted';
  if (isCancelledError(error)) return true;
  // DOMException is not an Error subclass everywhere (jsdom, older WebViews): go by its name.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
