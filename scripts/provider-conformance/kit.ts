import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import {
  BET_FEED_MAX_LIMIT,
  PROVIDER_SIGNATURE_WINDOW_MS,
  ProviderErrorCode,
  ProviderPaths,
  ZBetFeedResponse,
  ZEndSessionResponse,
  ZLaunchResponse,
  ZPlayerResponse,
  ZQueryTransferResponse,
  ZTransferResponse,
  type TFeedBet,
} from '@arks/contracts/provider';
import { signProviderRequest } from '@arks/contracts/provider/signing';

/**
 * The provider conformance kit: checks a provider's implementation of our transfer-wallet protocol
 * (packages/contracts/src/provider/protocol.ts) over HTTP, as the platform will speak it. It moves
 * only a few minor units of a fresh player of its own, and reads the bet feed of a time window.
 */

export interface ConformanceOptions {
  /** The provider's base URL (its `/v1/...` paths are under it). */
  url: string;
  operator: string;
  secret: string;
  currency?: string;
  /** A game the provider can launch. */
  game?: string;
  /** The bet feed window to check; default the last 24 hours. */
  from?: Date;
  to?: Date;
  /** The player the kit creates; default `conformance:<random>`. */
  playerId?: string;
}

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

type Answer = { status: number; body: unknown };

const ZAnswer = z.union([
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.object({ code: z.string(), message: z.string() }) }),
]);

class CheckFailed extends Error {}

const must = (cond: unknown, why: string): void => {
  if (!cond) throw new CheckFailed(why);
};

/** A feed window's rows, read page by page with `limit`; throws when the feed misbehaves. */
interface FeedRead {
  rows: TFeedBet[];
  pages: number;
  /** False when the read stopped at `maxRows` before the feed said it was done. */
  ended: boolean;
}

/** A bigger window than this is not read whole: narrow it with from/to. */
const MAX_FEED_ROWS = 20_000;
/** How many rows are compared page by page with limit 1. */
const SINGLE_ROW_PAGES = 200;

export async function runConformance(opts: ConformanceOptions): Promise<CheckResult[]> {
  const base = opts.url.replace(/\/+$/, '');
  const currency = opts.currency ?? 'RMB';
  const game = opts.game ?? 'koi-reels';
  const player = opts.playerId ?? `conformance:${randomBytes(6).toString('hex')}`;
  const run = randomBytes(6).toString('hex');
  const ref = (name: string) => `conformance-${run}-${name}`;
  const results: CheckResult[] = [];

  async function post(
    path: string,
    body: object,
    sign: { secret?: string; at?: number; unsigned?: boolean } = {},
  ): Promise<Answer> {
    const raw = JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (!sign.unsigned) {
      Object.assign(
        headers,
        signProviderRequest(
          sign.secret ?? opts.secret,
          opts.operator,
          'POST',
          path,
          raw,
          sign.at ?? Date.now(),
        ),
      );
    }
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: raw });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new CheckFailed(`${path} answered HTTP ${res.status} with a body that is not JSON`);
    }
    return { status: res.status, body: parsed };
  }

  /** The `data` of an ok answer, checked against its schema. */
  async function ok<S extends z.ZodType>(path: string, body: object, schema: S): Promise<z.infer<S>> {
    const res = await post(path, body);
    const answer = ZAnswer.safeParse(res.body);
    must(answer.success, `${path}: the answer is not { ok, data | error } (HTTP ${res.status})`);
    if (!answer.data!.ok) {
      const { code, message } = answer.data!.error;
      throw new CheckFailed(`${path}: refused with ${code} (${message})`);
    }
    const data = schema.safeParse(answer.data!.data);
    if (!data.success) {
      const issue = data.error.issues[0]!;
      throw new CheckFailed(
        `${path}: data does not match the protocol at ${issue.path.join('.')}: ${issue.message}`,
      );
    }
    return data.data;
  }

  /** Expects the request refused with `code`. */
  function refusedWith(res: Answer, code: string) {
    const answer = ZAnswer.safeParse(res.body);
    must(answer.success, `the answer is not { ok, error } (HTTP ${res.status})`);
    must(!answer.data!.ok, `accepted (HTTP ${res.status}); expected ${code}`);
    const got = (answer.data as { error: { code: string } }).error.code;
    must(got === code, `refused with ${got}; expected ${code}`);
    must(res.status >= 400, `refused with HTTP ${res.status}; expected a 4xx`);
  }

  async function check(name: string, body: () => Promise<string | void>) {
    try {
      const detail = await body();
      results.push({ name, ok: true, detail: detail ?? '' });
    } catch (err) {
      const why = err instanceof CheckFailed ? err.message : `error: ${(err as Error).message}`;
      results.push({ name, ok: false, detail: why });
    }
  }

  // The player and the wallet.
  await check('create player', async () => {
    const p = await ok(ProviderPaths.createPlayer, { player_id: player, currency }, ZPlayerResponse);
    must(p.player_id === player, `answered player ${p.player_id}`);
    must(p.currency === currency, `answered currency ${p.currency}`);
    must(p.balance === '0', `a new player has balance ${p.balance}`);
    return player;
  });
  await check('create player again answers the same player', async () => {
    const p = await ok(ProviderPaths.createPlayer, { player_id: player, currency }, ZPlayerResponse);
    must(
      p.player_id === player && p.currency === currency && p.balance === '0',
      `answered ${JSON.stringify(p)}`,
    );
  });
  // Signatures and their window, on a known player's balance: only the signature is wrong.
  const balanceBody = { player_id: player };
  await check('unsigned request refused', async () =>
    refusedWith(
      await post(ProviderPaths.balance, balanceBody, { unsigned: true }),
      ProviderErrorCode.BAD_SIGNATURE,
    ),
  );
  await check('bad signature refused', async () =>
    refusedWith(
      await post(ProviderPaths.balance, balanceBody, { secret: `${opts.secret}-wrong` }),
      ProviderErrorCode.BAD_SIGNATURE,
    ),
  );
  const outside = PROVIDER_SIGNATURE_WINDOW_MS + 60_000;
  await check('stale timestamp refused', async () =>
    refusedWith(
      await post(ProviderPaths.balance, balanceBody, { at: Date.now() - outside }),
      ProviderErrorCode.STALE_REQUEST,
    ),
  );
  await check('future timestamp refused', async () =>
    refusedWith(
      await post(ProviderPaths.balance, balanceBody, { at: Date.now() + outside }),
      ProviderErrorCode.STALE_REQUEST,
    ),
  );

  const balance = async () => (await ok(ProviderPaths.balance, balanceBody, ZPlayerResponse)).balance;
  await check('balance', async () => {
    const b = await balance();
    must(b === '0', `balance ${b}, expected 0`);
  });

  const transferIn = { reference: ref('in'), player_id: player, direction: 'in', amount: '1000' };
  await check('transfer in', async () => {
    const t = await ok(ProviderPaths.transfer, transferIn, ZTransferResponse);
    must(t.status === 'success', `status ${t.status} (${t.reason})`);
    must(t.reference === transferIn.reference, `answered reference ${t.reference}`);
    must(t.balance === '1000', `balance after ${t.balance}, expected 1000`);
  });
  await check('same transfer again answers the same and moves money once', async () => {
    const t = await ok(ProviderPaths.transfer, transferIn, ZTransferResponse);
    must(t.status === 'success' && t.balance === '1000', `answered ${t.status} with balance ${t.balance}`);
    const b = await balance();
    must(b === '1000', `balance ${b} after the retry, expected 1000`);
  });
  await check('same reference with another amount refused as reference_conflict', async () => {
    refusedWith(
      await post(ProviderPaths.transfer, { ...transferIn, amount: '2000' }),
      ProviderErrorCode.REFERENCE_CONFLICT,
    );
    const b = await balance();
    must(b === '1000', `balance ${b} after the conflict, expected 1000`);
  });
  await check('transfer out of more than the balance fails for insufficient funds', async () => {
    const t = await ok(
      ProviderPaths.transfer,
      { reference: ref('too-much'), player_id: player, direction: 'out', amount: '5000' },
      ZTransferResponse,
    );
    must(t.status === 'failed', `status ${t.status}`);
    must(t.reason === 'insufficient_funds', `reason ${t.reason}`);
    must(t.balance === '1000', `balance after ${t.balance}, expected 1000`);
  });
  const transferOut = { reference: ref('out'), player_id: player, direction: 'out', amount: '400' };
  await check('transfer out', async () => {
    const t = await ok(ProviderPaths.transfer, transferOut, ZTransferResponse);
    must(t.status === 'success', `status ${t.status} (${t.reason})`);
    must(t.balance === '600', `balance after ${t.balance}, expected 600`);
    const b = await balance();
    must(b === '600', `balance ${b}, expected 600`);
  });
  await check('query transfer found', async () => {
    const q = await ok(
      ProviderPaths.queryTransfer,
      { reference: transferOut.reference },
      ZQueryTransferResponse,
    );
    must(q.found, 'not found');
    const t = (q as Extract<typeof q, { found: true }>).transfer;
    must(t.reference === transferOut.reference, `answered reference ${t.reference}`);
    must(t.direction === 'out' && t.status === 'success', `answered ${t.direction} ${t.status}`);
  });
  await check('query transfer not found', async () => {
    const q = await ok(ProviderPaths.queryTransfer, { reference: ref('never-sent') }, ZQueryTransferResponse);
    must(!q.found, 'answered found for a reference never sent');
  });

  // Launch.
  const launch = (playerId: string | null) =>
    ok(
      ProviderPaths.launch,
      {
        player_id: playerId,
        game_code: game,
        currency,
        lang: 'en_US',
        lobby_url: 'https://example.com/close',
      },
      ZLaunchResponse,
    );
  // Only the page's origin is printed: the rest of a launch URL may carry the session's token.
  await check('launch demo returns a URL', async () => new URL((await launch(null)).url).origin);
  await check('launch real returns a URL', async () => new URL((await launch(player)).url).origin);
  await check('end session answers the balance', async () => {
    const e = await ok(ProviderPaths.endSession, { player_id: player }, ZEndSessionResponse);
    must(e.balance === '600' && e.pending_bets === '0', `balance ${e.balance}, pending ${e.pending_bets}`);
  });

  // The bet feed.
  const to = opts.to ?? new Date();
  const from = opts.from ?? new Date(to.getTime() - 24 * 60 * 60 * 1000);
  const window = { from: from.toISOString(), to: to.toISOString() };

  async function readFeed(limit: number, maxRows: number): Promise<FeedRead> {
    const rows: TFeedBet[] = [];
    let cursor: string | null = null;
    let pages = 0;
    for (;;) {
      const page: z.infer<typeof ZBetFeedResponse> = await ok(
        ProviderPaths.betFeed,
        { ...window, cursor, limit },
        ZBetFeedResponse,
      );
      pages += 1;
      must(page.bets.length <= limit, `a page of limit ${limit} answered ${page.bets.length} rows`);
      must(page.next_cursor === null || page.bets.length > 0, 'an empty page answered a next_cursor');
      must(page.next_cursor !== cursor || cursor === null, 'the next_cursor repeats the cursor asked');
      rows.push(...page.bets);
      if (page.next_cursor === null) return { rows, pages, ended: true };
      if (rows.length >= maxRows) return { rows, pages, ended: false };
      cursor = page.next_cursor;
    }
  }

  let whole: FeedRead | null = null;
  await check('bet feed answers every row of the window valid, and ends with next_cursor null', async () => {
    whole = await readFeed(BET_FEED_MAX_LIMIT, MAX_FEED_ROWS);
    must(
      whole.ended,
      `more than ${MAX_FEED_ROWS} rows in ${window.from}..${window.to}: narrow the window with --from/--to`,
    );
    must(
      whole.rows.length > 0,
      `no rows in ${window.from}..${window.to}: play a few real-money rounds first, or set --from/--to`,
    );
    return `${whole.rows.length} rows in ${whole.pages} pages`;
  });
  const feedCheck = (name: string, body: (read: FeedRead) => Promise<string | void> | string | void) =>
    check(name, async () => {
      must(whole?.ended && whole.rows.length > 0, 'the window was not read (see above)');
      return body(whole!);
    });

  await feedCheck('bet feed rows inside [from, to)', ({ rows }) => {
    const bad = rows.find(
      (r) => Date.parse(r.updated_at) < from.getTime() || Date.parse(r.updated_at) >= to.getTime(),
    );
    must(!bad, `round ${bad?.round_id} v${bad?.version} updated at ${bad?.updated_at}`);
  });
  await feedCheck('bet feed ordered by (updated_at, round_id, version)', ({ rows }) => {
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1]!;
      const b = rows[i]!;
      const ta = Date.parse(a.updated_at);
      const tb = Date.parse(b.updated_at);
      const order =
        ta !== tb
          ? ta - tb
          : a.round_id !== b.round_id
            ? compareIds(a.round_id, b.round_id)
            : a.version - b.version;
      must(order < 0, `row ${i} (${b.round_id} v${b.version}) comes after ${a.round_id} v${a.version}`);
    }
  });
  await feedCheck('bet feed has no duplicate (round, version)', ({ rows }) => {
    const seen = new Set<string>();
    for (const r of rows) {
      const k = `${r.round_id}#${r.version}`;
      must(!seen.has(k), `round ${r.round_id} v${r.version} answered twice`);
      seen.add(k);
    }
  });
  await feedCheck('bet feed versions of each round rise', ({ rows }) => {
    const last = new Map<string, TFeedBet>();
    for (const r of rows) {
      const before = last.get(r.round_id);
      if (before) {
        must(r.version > before.version, `round ${r.round_id}: v${r.version} after v${before.version}`);
        must(r.placed_at === before.placed_at, `round ${r.round_id}: placed_at changed between versions`);
      }
      last.set(r.round_id, r);
    }
    const changed = [...new Set(rows.filter((r) => r.version > 1).map((r) => r.round_id))].length;
    return `${last.size} rounds, ${changed} with a later version`;
  });
  await feedCheck('bet feed rows are consistent (void pays the stake, open pays nothing)', ({ rows }) => {
    for (const r of rows) {
      const id = `round ${r.round_id} v${r.version}`;
      must(BigInt(r.valid_bet) <= BigInt(r.stake), `${id}: valid_bet above the stake`);
      if (r.status === 'open')
        must(
          r.payout === '0' && r.valid_bet === '0' && r.settled_at === null,
          `${id}: open but paid, valid or settled`,
        );
      else must(r.settled_at !== null, `${id}: ${r.status} without settled_at`);
      if (r.status === 'void')
        must(
          r.payout === r.stake && r.valid_bet === '0',
          `${id}: void must pay the stake and count no valid bet`,
        );
    }
  });
  await feedCheck('bet feed paged by limit 1 answers the same rows as one big page', async ({ rows }) => {
    const single = await readFeed(1, SINGLE_ROW_PAGES);
    const expected = rows.slice(0, single.rows.length);
    const at = single.rows.findIndex((r, i) => !isDeepStrictEqual(r, expected[i]));
    must(
      at === -1,
      `row ${at} differs: ${JSON.stringify(single.rows[at])} vs ${JSON.stringify(expected[at])}`,
    );
    must(
      single.ended === rows.length <= SINGLE_ROW_PAGES &&
        (single.ended ? single.rows.length === rows.length : true),
      `limit 1 read ${single.rows.length} rows (ended: ${single.ended}) of ${rows.length}`,
    );
    return `${single.rows.length} rows compared`;
  });
  await feedCheck('bet feed answers the same rows when the window is read again', async ({ rows }) => {
    const again = await readFeed(BET_FEED_MAX_LIMIT, MAX_FEED_ROWS);
    must(
      again.ended && isDeepStrictEqual(again.rows, rows),
      `read again: ${again.rows.length} rows differ from ${rows.length}`,
    );
  });
  await check('bet feed refuses a limit above the maximum', async () =>
    refusedWith(
      await post(ProviderPaths.betFeed, { ...window, cursor: null, limit: BET_FEED_MAX_LIMIT + 1 }),
      ProviderErrorCode.BAD_REQUEST,
    ),
  );
  await check('bet feed refuses an unsigned request', async () =>
    refusedWith(
      await post(ProviderPaths.betFeed, { ...window, cursor: null, limit: 1 }, { unsigned: true }),
      ProviderErrorCode.BAD_SIGNATURE,
    ),
  );

  return results;
}

/** Round ids in feed order: numeric ids by value, others as text (the protocol's ids are opaque). */
function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    const d = BigInt(a) - BigInt(b);
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One line per check: `PASS name (detail)` or `FAIL name: why`. */
export function formatResults(results: CheckResult[]): string {
  const lines = results.map((r) =>
    r.ok ? `PASS ${r.name}${r.detail ? ` (${r.detail})` : ''}` : `FAIL ${r.name}: ${r.detail}`,
  );
  const failed = results.filter((r) => !r.ok).length;
  lines.push(failed ? `${failed} of ${results.length} checks failed` : `all ${results.length} checks passed`);
  return lines.join('\n');
}
