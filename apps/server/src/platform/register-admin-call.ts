import { envelope, type AdminCallContract } from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StaffIdentity } from './request-context';
import { ok } from './envelope';

export interface AdminCallContext<C extends AdminCallContract> {
  input: z.output<C['request']>;
  /** Null only on the public login call. */
  staff: StaffIdentity | null;
  request: FastifyRequest;
}

const errorEnvelope = envelope(z.null());

/** `/members/:id` -> ['id']: the request fields that travel in the path. */
const pathKeys = (path: string) => [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);

/**
 * Wires one back-office contract under /api/admin; the staff guard reads `adminRoles` from its
 * config. A contract's request describes every field; those named in the path (`:id`) are
 * validated as path parameters, the rest as query (GET) or body, and the handler gets them merged.
 */
export function registerAdminCall<C extends AdminCallContract>(
  app: FastifyInstance,
  contract: C,
  handler: (ctx: AdminCallContext<C>) => Promise<z.output<C['data']>>,
  /** `bodyLimit` in bytes, for the few calls that carry a file (the app's default is 1 MiB). */
  options: { bodyLimit?: number } = {},
): void {
  const inputKey = contract.method === 'GET' ? 'querystring' : 'body';
  const keys = pathKeys(contract.path);
  const request = contract.request as unknown as z.ZodObject;
  const mask = Object.fromEntries(keys.map((k) => [k, true as const])) as Record<string, true> &
    Record<number, never>;
  app.route({
    method: contract.method,
    url: `/api/admin${contract.path}`,
    config: { adminRoles: contract.roles },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      [inputKey]: keys.length ? request.omit(mask) : contract.request,
      ...(keys.length ? { params: request.pick(mask) } : {}),
      response: { 200: envelope(contract.data), 401: errorEnvelope, 403: errorEnvelope },
      tags: ['admin'],
      summary: contract.name,
      operationId: contract.name,
      ...(contract.roles === 'public' ? {} : { security: [{ staffToken: [] }] }),
    },
    preValidation: async (request) => {
      // Bodyless POSTs from simple clients validate as an empty object.
      if (inputKey === 'body' && request.body === undefined) request.body = {};
    },
    handler: async (req) =>
      ok(
        await handler({
          input: {
            ...(req[inputKey === 'body' ? 'body' : 'query'] as object),
            ...(req.params as object),
          } as never,
          staff: req.staff,
          request: req,
        }),
      ),
  });
}
