import type { FastifyInstance } from 'fastify';
import { sendEnvelope } from './error-handler';
import { fail } from './envelope';

/**
 * A host as RFC 3986 allows it in a Host header: a name (letters, digits, `-`, `_`, dots, an optional
 * trailing dot), an IPv4 address, or a bracketed IPv6 literal; then an optional port.
 */
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_.])?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;
const MAX_HOST_LENGTH = 255;

export function isSaneHost(host: string | undefined): boolean {
  if (!host || host.length > MAX_HOST_LENGTH) return false;
  const match = HOST.exec(host);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) > 0 && Number(port) <= 65_535);
}

/**
 * The Host (or, behind a trusted proxy, X-Forwarded-Host) picks the site and still ends up in some
 * addresses (a demo game's lobby, the frame check's site origin). A forwarded host no browser could have
 * sent is ignored, as if the proxy had not set it (the request then reads as sent to the proxy's own
 * upstream host); a Host header that is itself malformed is refused. Either way nothing downstream
 * builds an address from it and fails with a 500.
 */
export function refuseMalformedHost(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isSaneHost(request.host)) return;
    if (request.headers['x-forwarded-host'] !== undefined) {
      request.log.info(
        { forwardedHost: String(request.headers['x-forwarded-host']).slice(0, 100) },
        'malformed forwarded host ignored',
      );
      delete request.headers['x-forwarded-host'];
      if (isSaneHost(request.host)) return;
    }
    request.log.info({ host: String(request.host).slice(0, 100) }, 'malformed host refused');
    return sendEnvelope(reply, 400, fail(400, 'Bad Request: malformed Host header'));
  });
}
