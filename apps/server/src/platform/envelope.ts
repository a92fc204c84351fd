import { CODE_OK, type TEnvelope } from '@arks/contracts';

/** Spec §7: every /api answer is `{ code, message, data }`; success is 1000 unless a call says 100. */
export function ok<T>(data: T, message = 'success', code: number = CODE_OK): TEnvelope<T> {
  return { code, message, data };
}

export function fail<T = null>(code: number, message: string, data: T = null as T): TEnvelope<T> {
  return { code, message, data };
}
