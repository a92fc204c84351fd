import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config';
import { readToken } from './auth-guard';

/**
 * Prometheus metrics on a registry per app, so several apps in one process (tests) do not collide.
 * Where they are served: METRICS_PORT alone (never the public port), else the public port behind
 * METRICS_TOKEN, else the public port openly outside production and not at all in production.
 */
export function registerMetrics(
  app: FastifyInstance,
  config: Pick<AppConfig, 'METRICS_PORT' | 'METRICS_TOKEN' | 'HOST' | 'NODE_ENV'>,
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: raw URLs would create a series per id and per typo.
    const route = request.routeOptions.url ?? 'not_found';
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  if (config.METRICS_PORT !== undefined) serveOnOwnPort(app, registry, config.METRICS_PORT, config.HOST);
  else if (config.METRICS_TOKEN) {
    const allowed = sameSecret(config.METRICS_TOKEN);
    app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      if (!allowed(readToken(request.headers.authorization))) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized' });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  } else if (config.NODE_ENV !== 'production') {
    // Development and tests: open, as a local Prometheus or a curl expects.
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      reply.type(registry.contentType);
      return registry.metrics();
    });
  }
  return registry;
}

/**
 * Compares in constant time: both sides are hashed first, so neither the content nor the length of
 * the configured token leaks through how long a refusal takes.
 */
function sameSecret(expected: string): (given: string | null) => boolean {
  const want = createHash('sha256').update(expected).digest();
  return (given) => given !== null && timingSafeEqual(createHash('sha256').update(given).digest(), want);
}

/**
 * Metrics on a port that stays inside the network. It listens once the app is ready (before the public
 * port), so a port already taken fails the start instead of leaving the node without metrics.
 */
function serveOnOwnPort(app: FastifyInstance, registry: Registry, port: number, host: string): void {
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
        return;
      }
      registry.metrics().then(
        (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
        (err: unknown) => {
          app.log.error({ err }, 'metrics collection failed');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
        },
      );
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, host, () => resolve());
    });
    const { port: bound } = listening.address() as AddressInfo;
    app.log.info({ port: bound }, `metrics on http://${host}:${bound}/metrics`);
  });
  app.addHook('onClose', async () => {
    const closing = server;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  });
}
