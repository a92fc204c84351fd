import { z } from 'zod';

/** Spec §9: both codes mean success; older endpoints answer 100, newer ones 1000. */
export const SUCCESS_CODES = [100, 1000] as const;
export const CODE_OK = 1000;
export const CODE_OK_LEGACY = 100;

export function isSuccessCode(code: number): boolean {
  return code === CODE_OK || code === CODE_OK_LEGACY;
}

/** Spec §7/§8: every /api answer is `{ code, message, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    message: z.string(),
    data,
  });
}

export const ZEnvelopeUnknown = envelope(z.unknown());
export type TEnvelope<T> = { code: number; message: string; data: T };

/** Field-level detail carried in `data` of a 400 answer so a form can mark the field. */
export const ZFieldError = z.object({
  field: z.string(),
  key: z.string(),
  message: z.string(),
});
export type TFieldError = z.infer<typeof ZFieldError>;
export const ZValidationErrorData = z.object({ errors: z.array(ZFieldError) });
