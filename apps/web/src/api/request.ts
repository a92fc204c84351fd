import { isSuccessCode, TIMING, type TEnvelope } from '@arks/contracts';
import { toast } from '../lib/toast';
import { currentLanguage, i18n } from '../i18n/instance';
import { isAbortablePath, abortPendingGroup, trackAbortable } from './abort-group';
import { isCancellation, RequestError } from './request-error';
import { getToken, logout, setToken } from './session';

export const API_PREFIX = '/api';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  signal?: AbortSignal;
  /** Callers that show failures themselves (or not at all) turn the error toast off. */
  silent?: boolean;
  timeoutMs?: number;
}

type AbortCause = 'timeout' | 'unauthorized' | 'caller';

/**
 * The one way the member site talks to the server (spec §7). Resolves with the envelope on a success
 * code (100 or 1000); otherwise rejects with a RequestError after showing the toast the spec asks for.
 */
export async function request<T = unknown>(
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<TEnvelope<T>> {
  const method = options.method ?? 'POST';
  const controller = new AbortController();
  let cause: AbortCause | null = null;
  const abort = (why: AbortCause) => {
    cause ??= why;
    controller.abort(why);
  };

  const timer = setTimeout(() => abort('timeout'), options.timeoutMs ?? TIMING.requestTimeout);
  const onCallerAbort = () => abort('caller');
  if (options.signal?.aborted) abort('caller');
  options.signal?.addEventListener('abort', onCallerAbort);
  // A 401 elsewhere aborts this call through the group; remember that it was not the caller.
  const untrack = isAbortablePath(path)
    ? trackAbortable({ abort: () => abort('unauthorized') })
    : () => undefined;

  const headers: Record<string, string> = { lang: currentLanguage() };
  const token = getToken();
  if (token) headers.authorization = token;
  if (method === 'POST') headers['content-type'] = 'application/json';

  try {
    let response: Response;
    try {
      response = await fetch(API_PREFIX + path, {
        method,
        headers,
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
        signal: controller.signal,
      });
    } catch {
      throw transportError(cause);
    }

    const renewed = response.headers.get('authorization');
    if (renewed) setToken(renewed);

    const payload = await readJson(response);
    const code = responseCode(payload, response);
    if (code === null) {
      throw new RequestError({
        kind: 'invalid',
        code: response.status,
        status: response.status,
        message: i18n.t('requestFailed', {
          code: response.status,
          name: response.statusText || 'Invalid response',
        }),
      });
    }
    const message = responseMessage(payload);

    if (response.status === 401 || code === 401) {
      abortPendingGroup();
      logout();
      throw new RequestError({
        kind: 'unauthorized',
        code,
        status: response.status,
        message: message || i18n.t('sessionExpired'),
      });
    }
    if (!isSuccessCode(code)) {
      throw new RequestError({
        kind: 'business',
        code,
        status: response.status,
        message: message || i18n.t('requestFailed', { code, name: path }),
        data: (payload as { data?: unknown }).data,
      });
    }
    return { code, message, data: (payload as { data?: T }).data as T };
  } catch (error) {
    const failure = asRequestError(error, cause);
    if (!options.silent && !isCancellation(failure)) {
      toast.error(failure.message, { duration: TIMING.toastDuration });
    }
    throw failure;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
    untrack();
  }
}

/**
 * An abort can also land while the body is being read: `response.text()` then rejects with the abort
 * reason itself (the string 'caller'), which must stay a cancellation rather than become a message.
 */
function asRequestError(error: unknown, cause: AbortCause | null): RequestError {
  if (error instanceof RequestError) return error;
  if (cause) return transportError(cause);
  if (isCancellation(error)) return new RequestError({ kind: 'aborted', message: 'aborted' });
  return new RequestError({ kind: 'invalid', message: String(error), messageKey: null });
}

function transportError(cause: AbortCause | null): RequestError {
  if (cause === 'timeout') {
    return new RequestError({
      kind: 'timeout',
      messageKey: 'requestTimeout',
      message: i18n.t('requestTimeout'),
    });
  }
  if (cause) return new RequestError({ kind: 'aborted', message: `aborted (${cause})` });
  // fetch rejects (TypeError) only when no HTTP answer arrived: offline, DNS, refused, CORS.
  return new RequestError({
    kind: 'network',
    messageKey: 'networkError',
    message: i18n.t('networkError'),
    status: null,
    code: null,
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** New format: body `code`. Old format: the last three digits of the `status` header (spec §8). */
export function responseCode(payload: unknown, response: Pick<Response, 'headers'>): number | null {
  if (payload && typeof payload === 'object' && 'code' in payload) {
    const code = Number((payload as { code: unknown }).code);
    if (Number.isFinite(code)) return code;
  }
  const legacy = response.headers.get('status');
  const digits = legacy?.trim().match(/(\d{3})$/);
  return digits ? Number(digits[1]) : null;
}

export function responseMessage(payload: unknown): string {
  if (!payload || typeof payload !== 'object') return '';
  const { message, desc } = payload as { message?: unknown; desc?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof desc === 'string') return desc;
  return '';
}
