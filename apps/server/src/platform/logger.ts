import pino, { type Logger } from 'pino';

/** Query parameters that carry credentials on page URLs (spec §2: tk, enc) never reach the log. */
const SECRET_QUERY = /([?&](?:tk|token|enc|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers.authorization',
          'res.headers["set-cookie"]',
          'headers.authorization',
          'headers.cookie',
          '*.token',
          '*.password',
          'token',
          'password',
        ],
        censor: '[Redacted]',
      },
      serializers: {
        req: (req: LoggedRequest) => ({
          method: req.method,
          url: typeof req.url === 'string' ? redactUrl(req.url) : undefined,
          host: req.host,
          remoteAddress: req.ip,
        }),
      },
    },
    destination,
  );
}
