import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Logger } from 'pino';
import type { z } from 'zod';
import {
  ProviderErrorCode,
  ProviderHeaders,
  ProviderPaths,
  ZBalanceRequest,
  ZCreatePlayerRequest,
  ZQueryTransferRequest,
  ZTransferRequest,
  type ProviderAnswer,
} from '@arks/contracts/provider';
import { checkProviderSignature } from '@arks/contracts/provider/signing';
import { createHouseWallet, WalletError, type HouseDb } from './wallet';

export interface HouseDeps {
  db: HouseDb;
  /** Operator id -> shared secret for request signatures. */
  operators: Record<string, string>;
  logger?: Logger;
  now?: () => number;
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
    operator?: string;
  }
}

const STATUS: Record<string, number> = {
  [ProviderErrorCode.BAD_SIGNATURE]: 401,
  [ProviderErrorCode.STALE_REQUEST]: 401,
  [ProviderErrorCode.BAD_REQUEST]: 400,
  [ProviderErrorCode.PLAYER_NOT_FOUND]: 404,
  [ProviderErrorCode.REFERENCE_CONFLICT]: 409,
  [ProviderErrorCode.CURRENCY_MISMATCH]: 409,
};

function fail(reply: FastifyReply, code: string, message: string) {
  const body: ProviderAnswer<never> = { ok: false, error: { code, message } };
  return reply.code(STATUS[code] ?? 500).send(body);
}

/** The house provider's HTTP face: the transfer-wallet protocol, every request signed by an operator. */
export async function buildHouseApp(deps: HouseDeps): Promise<FastifyInstance> {
  const now = deps.now ?? Date.now;
  const app: FastifyInstance = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger | undefined,
    bodyLimit: 64 * 1024,
  });
  const wallet = createHouseWallet(deps.db);

  // The signature covers the exact bytes sent, so keep them before parsing.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body ? JSON.parse(body as string) : {});
    } catch {
      done(Object.assign(new Error('body is not JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    const operator = String(request.headers[ProviderHeaders.operator] ?? '');
    const secret = deps.operators[operator];
    const check = secret
      ? checkProviderSignature(
          secret,
          {
            timestamp: request.headers[ProviderHeaders.timestamp] as string | undefined,
            signature: request.headers[ProviderHeaders.signature] as string | undefined,
          },
          request.method,
          request.url,
          request.rawBody ?? '',
          now(),
        )
      : 'bad_signature';
    if (check !== 'ok') return fail(reply, check, 'request signature refused');
    request.operator = operator;
  });

  function route<S extends z.ZodType>(
    path: string,
    schema: S,
    handle: (op: string, body: z.infer<S>) => Promise<unknown>,
  ) {
    app.post(path, async (request: FastifyRequest, reply) => {
      const parsed = schema.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return fail(
          reply,
          ProviderErrorCode.BAD_REQUEST,
          `${issue.path.join('.') || 'body'}: ${issue.message}`,
        );
      }
      try {
        return { ok: true, data: await handle(request.operator!, parsed.data) };
      } catch (err) {
        if (err instanceof WalletError) return fail(reply, err.code, err.message);
        throw err;
      }
    });
  }

  route(ProviderPaths.createPlayer, ZCreatePlayerRequest, (op, b) =>
    wallet.createPlayer(op, b.player_id, b.currency),
  );
  route(ProviderPaths.balance, ZBalanceRequest, (op, b) => wallet.balance(op, b.player_id));
  route(ProviderPaths.transfer, ZTransferRequest, (op, b) => wallet.transfer(op, b));
  route(ProviderPaths.queryTransfer, ZQueryTransferRequest, (op, b) => wallet.queryTransfer(op, b.reference));

  await app.ready();
  return app;
}
