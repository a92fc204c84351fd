import { PlatformCode } from '@arks/contracts';

/** One row of an error table: the result code the client sees, the HTTP status, the message. */
export interface ErrorSpec {
  code: number;
  httpStatus: number;
  message: string;
}

/**
 * Platform errors. Domain modules keep their own tables of the same shape (spec §8 per-call codes,
 * mostly HTTP 200 with a non-success `code`); the central error handler renders any of them.
 */
export const PlatformErrors = {
  badRequest: { code: PlatformCode.BAD_REQUEST, httpStatus: 400, message: 'Bad Request' },
  unauthorized: { code: PlatformCode.UNAUTHORIZED, httpStatus: 401, message: 'Unauthorized' },
  forbidden: { code: PlatformCode.FORBIDDEN, httpStatus: 403, message: 'Forbidden' },
  notFound: { code: PlatformCode.NOT_FOUND, httpStatus: 404, message: 'Not Found' },
  siteNotFound: { code: PlatformCode.SITE_NOT_FOUND, httpStatus: 404, message: 'Site not found' },
  tooManyRequests: { code: PlatformCode.TOO_MANY_REQUESTS, httpStatus: 429, message: 'Too Many Requests' },
  internal: { code: PlatformCode.INTERNAL, httpStatus: 500, message: 'Internal Server Error' },
  unavailable: { code: PlatformCode.UNAVAILABLE, httpStatus: 503, message: 'Service Unavailable' },
} as const satisfies Record<string, ErrorSpec>;

export class AppError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  readonly data: unknown;

  constructor(spec: ErrorSpec, options: { message?: string; data?: unknown; cause?: unknown } = {}) {
    super(options.message ?? spec.message, { cause: options.cause });
    this.name = 'AppError';
    this.code = spec.code;
    this.httpStatus = spec.httpStatus;
    this.data = options.data ?? null;
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
