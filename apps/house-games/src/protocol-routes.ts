import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CURRENCIES, type CurrencyCode } from '@arks/contracts';
import {
  ProviderErrorCode,
  ProviderHeaders,
  ProviderPaths,
  ZBalanceRequest,
  ZBetFeedRequest,
  ZCreatePlayerRequest,
  ZEndSessionRequest,
  ZJackpotsRequest,
  ZLaunchRequest,
  ZQueryTransferRequest,
  ZTransferRequest,
} from '@arks/contracts/provider';
import { checkProviderSignature } from '@arks/contracts/provider/signing';
import type { HouseDeps } from './app';
import { fail, firstIssue } from './answer';
import { BadCursorError, createBetFeed } from './bet-feed';
import { createPlay, PlayError } from './play';
import { createHouseWallet, WalletError } from './wallet';

/** The operator-facing protocol: every request signed with that operator's secret. */
export async function registerProtocolRoutes(app: FastifyInstance, deps: HouseDeps) {
  const now = deps.now ?? Date.now;
  const wallet = createHouseWallet(deps.db);
  const play = createPlay(deps.db, () => new Date(now()));
  const feed = createBetFeed(deps.db);

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
      if (!parsed.success) return fail(reply, ProviderErrorCode.BAD_REQUEST, firstIssue(parsed.error));
      try {
        return { ok: true, data: await handle(request.operator!, parsed.data) };
      } catch (err) {
        if (err instanceof WalletError || err instanceof PlayError || err instanceof BadCursorError) {
          return fail(reply, err.code, err.message);
        }
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
  route(ProviderPaths.jackpots, ZJackpotsRequest, (op, b) => play.jackpots(op, b.currencies));
  route(ProviderPaths.endSession, ZEndSessionRequest, async (op, b) => {
    const ended = await play.endPlayer(op, b.player_id);
    if (ended.balance === null) throw new WalletError('player_not_found', `no player ${b.player_id}`);
    const player = await wallet.balance(op, b.player_id);
    return { ...player, balance: ended.balance.toString(), pending_bets: ended.pendingBets.toString() };
  });
  route(ProviderPaths.betFeed, ZBetFeedRequest, (op, b) => feed.page(op, b));
  route(ProviderPaths.launch, ZLaunchRequest, async (op, b) => {
    if (b.player_id) await wallet.balance(op, b.player_id); // real play needs a known player
    const exponent = CURRENCIES[b.currency as CurrencyCode]?.exponent ?? 2;
    const token = await play.launch({
      operator: op,
      playerId: b.player_id,
      gameCode: b.game_code,
      currency: b.currency,
      lang: b.lang,
      lobbyUrl: b.lobby_url,
      unit: 10n ** BigInt(exponent),
    });
    const page = `/play/${b.game_code}?lang=${encodeURIComponent(b.lang)}#t=${token}`;
    return { url: new URL(page, deps.publicUrl).toString() };
  });
}
