import { AdminApiError } from '../../../api/admin-client';

export interface FieldProblem {
  /** The form field: `hosts` for the server's `hosts.1`. */
  field: string;
  /** A catalog key (`sites.host.invalid`) or the server's English text. */
  message: string;
}

/**
 * What a refused save says about each field: the 400's field errors, or a refusal whose message
 * starts with the field (`hosts: www.x.com already serves site 2`). Empty when it names none.
 */
export function fieldProblems(error: unknown): FieldProblem[] {
  if (!(error instanceof AdminApiError)) return [];
  if (error.fieldErrors.length) {
    // The server sends keys it does not translate (staff texts) as the message itself.
    return error.fieldErrors.map((e) => ({ field: e.field.split('.')[0]!, message: e.message }));
  }
  const named = /^([a-z_]+): (.+)$/.exec(error.message);
  return named ? [{ field: named[1]!, message: named[2]! }] : [];
}

/** A problem's text in the staff member's language: the area's own keys, else the server's words. */
export function problemText(message: string, t: (key: string) => string): string {
  const key = /^sites\.([a-z_]+)\.([a-z_]+)$/.exec(message);
  return key ? t(`sites.errors.${key[1]}_${key[2]}`) : message;
}
