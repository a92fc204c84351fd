import { isSuccessCode, type AdminCallContract, type TFieldError } from '@arks/contracts';
import type { z } from 'zod';
import { sessionToken } from './session-token';

/** Input as the caller writes it (ids may be strings from the address bar) and data as parsed. */
export type AdminInput<C extends AdminCallContract> = z.input<C['request']>;
export type AdminData<C extends AdminCallContract> = z.output<C['data']>;

/** Staff code the guard answers until two-factor is set up (server: staff errors, 104). */
export const TOTP_ENROLMENT_REQUIRED = 104;
/** Staff code the guard answers until an account an admin made sets its own password (107). */
export const PASSWORD_CHANGE_REQUIRED = 107;

/** A non-success answer: the envelope's code and message, the HTTP status, field errors if any. */
export class AdminApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly data: unknown;
  readonly fieldErrors: TFieldError[];

  constructor(init: { code: number; status: number; message: string; data?: unknown }) {
    super(init.message);
    this.name = 'AdminApiError';
    this.code = init.code;
    this.status = init.status;
    this.data = init.data ?? null;
    const errors = (init.data as { errors?: unknown } | null)?.errors;
    this.fieldErrors = Array.isArray(errors) ? (errors as TFieldError[]) : [];
  }

  /** What refine's error notices print as "code": the envelope's code (spec §7), which staff can look up. */
  get statusCode(): number {
    return this.code;
  }
}

/** `/members/:id` with `{ id: 7, status }`: the path with its parameters filled, and what is left. */
/** What to show for a failed call or step: the server's message, else the error's own. */
export const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function fillPath(path: string, input: Record<string, unknown>) {
  const rest = { ...input };
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = rest[key];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: ${key} is missing`);
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

export function toQuery(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * One /api/admin call through its contract: the input is checked against the contract first (a bad
 * field never leaves the browser), the answer's `data` is parsed with the contract's schema, and any
 * other code becomes an AdminApiError.
 */
export async function callAdmin<C extends AdminCallContract>(
  contract: C,
  input: AdminInput<C>,
  init: { signal?: AbortSignal } = {},
): Promise<AdminData<C>> {
  const checked = contract.request.safeParse(input);
  if (!checked.success) {
    const errors = checked.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      key: issue.message,
      message: issue.message,
    }));
    throw new AdminApiError({
      code: 400,
      status: 400,
      message: errors.map((e) => `${e.field}: ${e.message}`).join('; '),
      data: { errors },
    });
  }
  const { path, rest } = fillPath(contract.path, checked.data as Record<string, unknown>);
  const get = contract.method === 'GET';
  const token = sessionToken.get();
  const response = await fetch(`/api/admin${path}${get ? toQuery(rest) : ''}`, {
    method: contract.method,
    headers: {
      accept: 'application/json',
      ...(get ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: get ? undefined : JSON.stringify(rest),
    signal: init.signal,
  });
  const envelope = (await response.json().catch(() => null)) as {
    code?: number;
    message?: string;
    data?: unknown;
  } | null;
  if (!envelope || typeof envelope.code !== 'number') {
    throw new AdminApiError({ code: response.status, status: response.status, message: response.statusText });
  }
  if (!isSuccessCode(envelope.code)) {
    throw new AdminApiError({
      code: envelope.code,
      status: response.status,
      message: envelope.message ?? '',
      data: envelope.data,
    });
  }
  return contract.data.parse(envelope.data) as AdminData<C>;
}
