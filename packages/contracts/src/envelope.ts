import { z } from 'zod';

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
