import { isRequestError } from '../../../api/request-error';

export type CallResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      code: number | null;
      message: string;
      kind: string;
      fieldErrors: FieldError[];
      /** The envelope's data of the failure (e.g. a login's captcha_required). */
      data: unknown;
    };

export interface FieldError {
  field: string;
  key: string;
}

/**
 * Runs a silent call and turns a failure into a value: the account forms map codes to their own
 * messages (spec §8) and show only the first, so the wrapper's generic toast stays off.
 */
export async function toResult<T>(run: () => Promise<T>): Promise<CallResult<T>> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    if (isRequestError(error)) {
      return {
        ok: false,
        code: error.code,
        message: error.message,
        kind: error.kind,
        fieldErrors: readFieldErrors(error),
        data: error.data,
      };
    }
    throw error;
  }
}

function readFieldErrors(error: unknown): FieldError[] {
  const data = (error as { data?: unknown }).data as { errors?: unknown } | undefined;
  if (!data || !Array.isArray(data.errors)) return [];
  return data.errors.filter(
    (e): e is FieldError => typeof e?.field === 'string' && typeof e?.key === 'string',
  );
}
