import { PlatformCode } from '@arks/contracts';

/** One row of an error table: the result code the client sees, the HTTP status, the message. */
export interface ErrorSpec {
  code: number;
  httpStatus: number;
  /** English; the answer carries it in the caller's language (see `errorTable`). */
  message: string;
  /** `<table>.<name>`, set by `errorTable`: what the message catalogs translate. */
  key?: string;
}

/** Who reads a table's messages: members get them in their language, staff read English. */
export type ErrorAudience = 'member' | 'staff';

const tables = new Map<string, { audience: ErrorAudience; specs: Record<string, ErrorSpec> }>();

/**
 * Names a table of errors, so each message has a key (`account.accountRepeat`) that the message
 * catalogs translate, and lists it for the catalog completeness test. A table's name is unique.
 */
export function errorTable<T extends Record<string, ErrorSpec>>(
  name: string,
  specs: T,
  audience: ErrorAudience = 'member',
): { [K in keyof T]: T[K] & { key: string } } {
  if (tables.has(name)) throw new Error(`error table ${name} is defined twice`);
  const keyed = Object.fromEntries(
    Object.entries(specs).map(([id, spec]) => [id, { ...spec, key: `${name}.${id}` }]),
  ) as { [K in keyof T]: T[K] & { key: string } };
  tables.set(name, { audience, specs: keyed });
  return keyed;
}

/** Every message members may read, by key, in English: what each catalog must translate. */
export function memberMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const table of tables.values()) {
    if (table.audience !== 'member') continue;
    for (const spec of Object.values(table.specs)) messages.set(spec.key!, spec.message);
  }
  return messages;
}

/**
 * Platform errors. Domain modules keep their own tables of the same shape (spec §8 per-call codes,
 * mostly HTTP 200 with a non-success `code`); the central error handler renders any of them.
 */
export const PlatformErrors = errorTable('platform', {
  badRequest: { code: PlatformCode.BAD_REQUEST, httpStatus: 400, message: 'Bad Request' },
  unauthorized: { code: PlatformCode.UNAUTHORIZED, httpStatus: 401, message: 'Unauthorized' },
  forbidden: { code: PlatformCode.FORBIDDEN, httpStatus: 403, message: 'Forbidden' },
  notFound: { code: PlatformCode.NOT_FOUND, httpStatus: 404, message: 'Not Found' },
  siteNotFound: { code: PlatformCode.SITE_NOT_FOUND, httpStatus: 404, message: 'Site not found' },
  tooManyRequests: { code: PlatformCode.TOO_MANY_REQUESTS, httpStatus: 429, message: 'Too Many Requests' },
  internal: { code: PlatformCode.INTERNAL, httpStatus: 500, message: 'Internal Server Error' },
  unavailable: { code: PlatformCode.UNAVAILABLE, httpStatus: 503, message: 'Service Unavailable' },
} as const satisfies Record<string, ErrorSpec>);

export class AppError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  readonly data: unknown;
  /** The catalog key of the spec's message; none when the thrower wrote its own message. */
  readonly key: string | undefined;
  /** Values for the message's `{{name}}` placeholders, filled in whichever language it is said. */
  readonly params: Record<string, string> | undefined;

  constructor(
    spec: ErrorSpec,
    options: { message?: string; data?: unknown; cause?: unknown; params?: Record<string, string> } = {},
  ) {
    super(fillPlaceholders(options.message ?? spec.message, options.params), { cause: options.cause });
    this.params = options.params;
    this.name = 'AppError';
    this.code = spec.code;
    this.httpStatus = spec.httpStatus;
    this.data = options.data ?? null;
    this.key = options.message === undefined ? spec.key : undefined;
  }
}

/** `{{name}}` in a message replaced by its value; unknown names stay as written. */
export function fillPlaceholders(text: string, params: Record<string, string> | undefined): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

/**
 * A 400 naming one field, shaped like the field errors of a request schema, for a rule the schema
 * cannot state (one that depends on another field or on stored data). `message` is a catalog key or
 * plain English, as a schema's own messages are.
 */
export function fieldError(field: string, message: string): AppError {
  return new AppError(PlatformErrors.badRequest, {
    message: `${message} (${field})`,
    data: { errors: [{ field, key: 'invalid_input', message }] },
  });
}
