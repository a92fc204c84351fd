import { isRequestError } from '../../../api/request-error';

export type Result<T> = { ok: true; data: T } | { ok: false; message: string };

/** A silent call's failure as a value, so the form shows the server's message where it belongs. */
export async function toResultOf<T>(run: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    if (isRequestError(error)) return { ok: false, message: error.message };
    throw error;
  }
}
