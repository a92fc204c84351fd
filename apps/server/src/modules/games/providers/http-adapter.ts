import {
  PROVIDER_SIGNATURE_WINDOW_MS,
  ProviderPaths,
  ZBetFeedResponse,
  ZEndSessionResponse,
  ZJackpotsResponse,
  ZLaunchResponse,
  ZPlayerResponse,
  ZQueryTransferResponse,
  ZTransferResponse,
  type ProviderAnswer,
  type TFeedBet,
} from '@arks/contracts/provider';
import { signProviderRequest } from '@arks/contracts/provider/signing';
import type { z } from 'zod';
import type { FeedBet, ProviderAdapter, ProviderOutcome, ProviderTransfer } from './adapter';

export interface HttpProviderConfig {
  gpId: string;
  baseUrl: string;
  operator: string;
  secret: string;
  /** Per request; a provider slower than this leaves the outcome unknown. */
  timeoutMs?: number;
  /** Injected by tests to simulate a misbehaving network. */
  fetch?: typeof fetch;
}

/** A provider speaking our transfer-wallet protocol over HTTP (the house provider, or any other). */
export function createHttpProvider(config: HttpProviderConfig): ProviderAdapter {
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 10_000;

  async function post<S extends z.ZodType>(
    path: string,
    body: object,
    schema: S,
  ): Promise<ProviderOutcome<z.infer<S>>> {
    const raw = JSON.stringify(body);
    let res: Response;
    try {
      res = await doFetch(new URL(path, config.baseUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signProviderRequest(config.secret, config.operator, 'POST', path, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      return { kind: 'unknown', error: err instanceof Error ? err.message : String(err) };
    }
    if (res.status >= 500) return { kind: 'unknown', error: `provider answered ${res.status}` };
    let answer: ProviderAnswer<unknown>;
    try {
      answer = (await res.json()) as ProviderAnswer<unknown>;
    } catch {
      return { kind: 'unknown', error: 'provider answer was not JSON' };
    }
    if (!answer.ok) return { kind: 'failed', reason: answer.error.code };
    const parsed = schema.safeParse(answer.data);
    // A success we cannot read is still a success we cannot prove: ask again later.
    return parsed.success
      ? { kind: 'ok', value: parsed.data }
      : { kind: 'unknown', error: 'unreadable answer' };
  }

  const toTransfer = (t: z.infer<typeof ZTransferResponse>): ProviderTransfer => ({
    status: t.status,
    reason: t.reason,
    balance: BigInt(t.balance),
  });

  const toFeedBet = (b: TFeedBet): FeedBet => ({
    roundId: b.round_id,
    version: b.version,
    playerId: b.player_id,
    currency: b.currency,
    gameCode: b.game_code,
    hall: b.hall,
    stake: BigInt(b.stake),
    payout: BigInt(b.payout),
    validBet: BigInt(b.valid_bet),
    status: b.status,
    placedAt: new Date(b.placed_at),
    settledAt: b.settled_at ? new Date(b.settled_at) : null,
    updatedAt: new Date(b.updated_at),
  });

  function map<A, B>(outcome: ProviderOutcome<A>, f: (a: A) => B): ProviderOutcome<B> {
    return outcome.kind === 'ok' ? { kind: 'ok', value: f(outcome.value) } : outcome;
  }

  return {
    gpId: config.gpId,
    lateArrivalMs: PROVIDER_SIGNATURE_WINDOW_MS,
    async createPlayer(playerId, currency) {
      const out = await post(ProviderPaths.createPlayer, { player_id: playerId, currency }, ZPlayerResponse);
      return map(out, (p) => ({ balance: BigInt(p.balance) }));
    },
    async balance(playerId) {
      const out = await post(ProviderPaths.balance, { player_id: playerId }, ZPlayerResponse);
      return map(out, (p) => ({ balance: BigInt(p.balance) }));
    },
    async transfer(req) {
      const body = {
        reference: req.reference,
        player_id: req.playerId,
        direction: req.direction,
        amount: req.amount.toString(),
      };
      return map(await post(ProviderPaths.transfer, body, ZTransferResponse), toTransfer);
    },
    async launch(req) {
      const body = {
        player_id: req.playerId,
        game_code: req.gameCode,
        currency: req.currency,
        lang: req.lang,
        lobby_url: req.lobbyUrl,
      };
      return post(ProviderPaths.launch, body, ZLaunchResponse);
    },
    async endSession(playerId) {
      const out = await post(ProviderPaths.endSession, { player_id: playerId }, ZEndSessionResponse);
      return map(out, (e) => ({ balance: BigInt(e.balance), pendingBets: BigInt(e.pending_bets) }));
    },
    async jackpots(currencies) {
      const out = await post(ProviderPaths.jackpots, { currencies }, ZJackpotsResponse);
      return map(out, (j) => j.pools.map((p) => ({ currency: p.currency, amount: BigInt(p.amount) })));
    },
    async betFeed(req) {
      const body = {
        from: req.from.toISOString(),
        to: req.to.toISOString(),
        cursor: req.cursor,
        limit: req.limit,
      };
      const out = await post(ProviderPaths.betFeed, body, ZBetFeedResponse);
      return map(out, (page) => ({ bets: page.bets.map(toFeedBet), nextCursor: page.next_cursor }));
    },
    async queryTransfer(reference) {
      const out = await post(ProviderPaths.queryTransfer, { reference }, ZQueryTransferResponse);
      return map(out, (q) => (q.found ? toTransfer(q.transfer) : null));
    },
  };
}
