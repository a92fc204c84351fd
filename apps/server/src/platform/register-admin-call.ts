import { envelope, type AdminCallContract } from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StaffIdentity } from '../modules/staff/service';
import { ok } from './envelope';

export interface AdminCallContext<C extends AdminCallContract> {
  input: z.output<C['request']>;
  /** Null only on the public login call. */
  staff: StaffIdentity | null;
  request: FastifyRequest;
}

const errorEnvelope = envelope(z.null());

/** Wires one back-office contract under /api/admin; the staff guard reads `adminRoles` from its config. */
export function registerAdminCall<C extends AdminCallContract>(
  app: FastifyInstance,
  contract: C,
  handler: (ctx: AdminCallContext<C>) => Promise<z.output<C['data']>>,
): void {
  const inputKey = contract.method === 'GET' ? 'querystring' : 'body';
  app.route({
    method: contract.method,
    url: `/api/admin${contract.path}`,
    config: { adminRoles: contract.roles },
    schema: {
      [inputKey]: contract.request,
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
    handler: async (request) =>
      ok(
        await handler({
          input: request[inputKey === 'body' ? 'body' : 'query'] as never,
          staff: request.staff,
          request,
        }),
      ),
  });
}
