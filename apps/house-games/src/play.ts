import { createHash, randomBytes } from 'node:crypto';
import { CURRENCIES, isHttpUrl } from '@arks/contracts';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { nextStamp, recordRoundVersion } from './bet-feed';
import { jackpots, launches, players, rounds, seeds } from './db/schema';
import { jackpotContribution, jackpotHit, jackpotSeed } from './games/jackpot';
import { fairDraw, hashServerSeed, newServerSeed } from './fair/rng';
import { HOUSE_GAMES, type HouseGame, type StepState } from './games/registry';
import type { HouseDb } from './wallet';

export type PlayErrorCode =
  | 'bad_token'
  | 'unknown_game'
  | 'bad_bet'
  | 'bad_params'
  | 'insufficient_funds'
  | 'round_open'
  | 'no_open_round';

export class PlayError extends Error {
  constructor(
    readonly code: PlayErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PlayError';
  }
}

const LAUNCH_TTL_MS = 4 * 60 * 60 * 1000;
/** Demo play starts with this many whole units of pretend money. */
const DEMO_UNITS = 2_000n;

const currencyExponent = (code: string) =>
  (CURRENCIES as Record<string, { exponent: number }>)[code]?.exponent ?? 2;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LaunchRequest {
  operator: string;
  playerId: string | null;
  gameCode: string;
  currency: string;
  lang: string;
  lobbyUrl: string;
  /** 10^exponent of the currency: demo money is whole units. */
  unit: bigint;
}

/** Rounds, seeds and launches of the house games; money moves only in the house wallet. */
type Launch = typeof launches.$inferSelect;

const roundAnswer = (
  round: { id: number; nonce: number; bet: bigint; win: bigint },
  balance: bigint,
  outcome: unknown,
  finished: boolean,
  seed: { serverSeedHash: string; clientSeed: string },
) => ({
  round_id: round.id,
  nonce: round.nonce,
  bet: round.bet.toString(),
  win: round.win.toString(),
  balance: balance.toString(),
  outcome,
  finished,
  server_seed_hash: seed.serverSeedHash,
  client_seed: seed.clientSeed,
});

export function createPlay(db: HouseDb, now: () => Date = () => new Date()) {
  async function launchOf(token: string) {
    const [row] = await db
      .select()
      .from(launches)
      .where(and(eq(launches.tokenHash, tokenHash(token)), gt(launches.expiresAt, now())));
    if (!row) throw new PlayError('bad_token', 'this game session has ended; open the game again');
    return row;
  }

  async function balanceOf(l: typeof launches.$inferSelect): Promise<bigint> {
    if (l.playerId === null) return l.demoBalance ?? 0n;
    const [p] = await db
      .select()
      .from(players)
      .where(and(eq(players.operator, l.operator), eq(players.playerId, l.playerId)));
    return p?.balance ?? 0n;
  }

  /**
   * Holds the launch for the round's transaction, refusing it once ended: the operator ending the
   * player's session waits for a round already under way and is never followed by one. A demo round
   * then writes its balance on this very row, so it takes the row for update at once: two parallel
   * rounds each holding a share lock and each waiting to write would deadlock.
   */
  async function holdLaunch(tx: HouseDb, l: Launch) {
    const [live] = await tx
      .select({ tokenHash: launches.tokenHash })
      .from(launches)
      .where(and(eq(launches.tokenHash, l.tokenHash), gt(launches.expiresAt, now())))
      .for(l.playerId === null ? 'update' : 'share');
    if (!live) throw new PlayError('bad_token', 'this game session has ended; open the game again');
  }

  const ownerOf = (l: typeof launches.$inferSelect) => l.playerId ?? `demo:${l.tokenHash.slice(0, 24)}`;

  /** Adds `delta` to the player's (or the demo's) balance if it holds at least `atLeast`; null if not. */
  async function moveBalance(tx: HouseDb, l: Launch, delta: bigint, atLeast: bigint): Promise<bigint | null> {
    const [after] =
      l.playerId === null
        ? await tx
            .update(launches)
            .set({ demoBalance: sql`${launches.demoBalance} + ${delta}` })
            .where(and(eq(launches.tokenHash, l.tokenHash), sql`${launches.demoBalance} >= ${atLeast}`))
            .returning({ balance: launches.demoBalance })
        : await tx
            .update(players)
            .set({ balance: sql`${players.balance} + ${delta}` })
            .where(
              and(
                eq(players.operator, l.operator),
                eq(players.playerId, l.playerId),
                sql`${players.balance} >= ${atLeast}`,
              ),
            )
            .returning({ balance: players.balance });
    return after ? after.balance! : null;
  }

  /**
   * Adds a real-money bet's share to the pool and, on a hit, pays the whole pool and seeds it again.
   * Demo play neither feeds nor wins it (a demo hit is shown, and pays nothing). Answers the amount
   * won, or null when the spin did not hit.
   */
  async function feedJackpot(tx: HouseDb, l: Launch, bet: bigint, hit: boolean): Promise<bigint | null> {
    if (l.playerId === null) return hit ? 0n : null;
    const seed = jackpotSeed(l.currency, 10n ** BigInt(currencyExponent(l.currency)));
    const add = jackpotContribution(bet);
    const key = and(eq(jackpots.operator, l.operator), eq(jackpots.currency, l.currency));
    const [pool] = await tx
      .insert(jackpots)
      .values({ operator: l.operator, currency: l.currency, amount: seed + add })
      .onConflictDoUpdate({
        target: [jackpots.operator, jackpots.currency],
        set: { amount: sql`${jackpots.amount} + ${add}`, updatedAt: now() },
      })
      .returning();
    if (!hit) return null;
    await tx.update(jackpots).set({ amount: seed, updatedAt: now() }).where(key);
    return pool!.amount;
  }

  /** The player's hand in play, if any, with its seed pair (the round row locked when `lock`). */
  async function openRound(tx: HouseDb, l: Launch, lock: boolean) {
    const q = tx
      .select()
      .from(rounds)
      .where(and(eq(rounds.operator, l.operator), eq(rounds.owner, ownerOf(l)), eq(rounds.status, 'open')));
    const [round] = lock ? await q.for('update') : await q;
    if (!round) return null;
    const [seed] = await tx.select().from(seeds).where(eq(seeds.id, round.seedId));
    return { round, seed: seed! };
  }

  function replay(
    game: HouseGame,
    seed: typeof seeds.$inferSelect,
    nonce: number,
    actions: string[],
  ): StepState {
    try {
      return game.steps!.replay(fairDraw(seed.serverSeed, seed.clientSeed, nonce), actions);
    } catch (err) {
      if (err instanceof RangeError) throw new PlayError('bad_params', err.message);
      throw err;
    }
  }

  /**
   * Finishes an open hand with the game's stand, paying its win into the player's balance; false
   * when standing does not finish it (the stake then stays in play).
   */
  async function standOnLeave(
    tx: HouseDb,
    l: Launch,
    game: HouseGame,
    open: NonNullable<Awaited<ReturnType<typeof openRound>>>,
  ): Promise<boolean> {
    const { round, seed } = open;
    const actions = [...(round.params as { actions: string[] }).actions, 'stand'];
    const state = replay(game, seed, round.nonce, actions);
    if (!state.finished) return false;
    const win = game.steps!.win(round.bet, state.outcome);
    await moveBalance(tx, l, win, 0n);
    const at = nextStamp(now(), round);
    const [settled] = await tx
      .update(rounds)
      .set({
        params: { actions },
        outcome: state.outcome as object,
        win,
        status: 'settled',
        version: round.version + 1,
        updatedAt: at,
        settledAt: at,
      })
      .where(eq(rounds.id, round.id))
      .returning();
    await recordRoundVersion(tx, settled!);
    return true;
  }

  async function activeSeed(tx: HouseDb, operator: string, owner: string) {
    const find = () =>
      tx
        .select()
        .from(seeds)
        .where(and(eq(seeds.operator, operator), eq(seeds.owner, owner), isNull(seeds.revealedAt)))
        .for('update');
    const [found] = await find();
    if (found) return found;
    const serverSeed = newServerSeed();
    await tx
      .insert(seeds)
      .values({
        operator,
        owner,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed: randomBytes(8).toString('hex'),
      })
      .onConflictDoNothing();
    const [created] = await find();
    return created!;
  }

  return {
    async launch(req: LaunchRequest): Promise<string> {
      if (!HOUSE_GAMES[req.gameCode]) throw new PlayError('unknown_game', `no game ${req.gameCode}`);
      const token = randomBytes(32).toString('base64url');
      await db.insert(launches).values({
        tokenHash: tokenHash(token),
        operator: req.operator,
        playerId: req.playerId,
        gameCode: req.gameCode,
        currency: req.currency,
        lang: req.lang,
        lobbyUrl: req.lobbyUrl,
        demoBalance: req.playerId ? null : DEMO_UNITS * req.unit,
        expiresAt: new Date(now().getTime() + LAUNCH_TTL_MS),
      });
      return token;
    },

    /** What the game page needs to start: the game, the balance and the seed commitment. */
    async session(token: string) {
      const l = await launchOf(token);
      const seed = await db.transaction((tx) => activeSeed(tx as unknown as HouseDb, l.operator, ownerOf(l)));
      const game = HOUSE_GAMES[l.gameCode]!;
      const open = game.steps ? await openRound(db, l, false) : null;
      return {
        /** A hand left in play (the window closed mid-hand) picks up where it stopped. */
        open_round:
          open && open.round.gameCode === game.code
            ? {
                round_id: open.round.id,
                nonce: open.round.nonce,
                bet: open.round.bet.toString(),
                outcome: replay(
                  game,
                  open.seed,
                  open.round.nonce,
                  (open.round.params as { actions: string[] }).actions,
                ).visible,
              }
            : null,
        game: l.gameCode,
        lang: l.lang,
        // Launches stored before the http(s) rule: a page never gets a lobby it could run script from.
        lobby_url: isHttpUrl(l.lobbyUrl) ? l.lobbyUrl : null,
        currency: l.currency,
        /** Minor units per major unit is 10^exponent (spec §9), for showing amounts. */
        exponent: currencyExponent(l.currency),
        demo: l.playerId === null,
        balance: (await balanceOf(l)).toString(),
        server_seed_hash: seed.serverSeedHash,
        client_seed: seed.clientSeed,
        nonce: seed.nextNonce,
      };
    },

    /**
     * One round: take the bet, draw from the seed pair at the next nonce, pay the win, record it —
     * all in one transaction, so a round is either complete or never happened. A game played in
     * steps (blackjack) deals here and stays open until `act` finishes it.
     */
    async play(token: string, bet: bigint, params: unknown) {
      const l = await launchOf(token);
      const game = HOUSE_GAMES[l.gameCode]!;
      if (bet <= 0n || bet % game.betStep !== 0n) {
        throw new PlayError('bad_bet', `the bet must be a positive multiple of ${game.betStep} minor units`);
      }
      const parsed = game.steps ? game.params.safeParse({ actions: [] }) : game.params.safeParse(params);
      if (!parsed.success) throw new PlayError('bad_params', parsed.error.issues[0]!.message);
      const owner = ownerOf(l);
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as HouseDb;
        await holdLaunch(tx, l);
        const seed = await activeSeed(tx, l.operator, owner);
        if (game.steps && (await openRound(tx, l, true))) {
          throw new PlayError('round_open', 'finish the hand in play first');
        }
        const nonce = seed.nextNonce;
        await tx
          .update(seeds)
          .set({ nextNonce: nonce + 1 })
          .where(eq(seeds.id, seed.id));
        const draw = fairDraw(seed.serverSeed, seed.clientSeed, nonce);
        let state: StepState;
        let win: bigint;
        if (game.steps) {
          state = replay(game, seed, nonce, []);
          win = state.finished ? game.steps.win(bet, state.outcome) : 0n;
        } else {
          const round = game.play(draw, bet, parsed.data);
          win = round.win;
          let outcome = round.outcome;
          if (game.jackpot) {
            const won = await feedJackpot(tx, l, bet, jackpotHit(draw));
            outcome = {
              ...(outcome as object),
              jackpot_hit: won !== null,
              jackpot_win: (won ?? 0n).toString(),
            };
            win += won ?? 0n;
          }
          state = { outcome, visible: outcome, finished: true, stakeFactor: 1n };
        }
        const balance = await moveBalance(tx, l, win - bet, bet);
        if (balance === null) throw new PlayError('insufficient_funds', 'not enough balance for this bet');
        const at = now();
        const [round] = await tx
          .insert(rounds)
          .values({
            operator: l.operator,
            owner,
            gameCode: game.code,
            seedId: seed.id,
            nonce,
            bet,
            win,
            params: parsed.data as object,
            outcome: state.outcome as object,
            demo: l.playerId === null,
            status: state.finished ? 'settled' : 'open',
            version: 1,
            createdAt: at,
            updatedAt: at,
            settledAt: state.finished ? at : null,
          })
          .returning();
        await recordRoundVersion(tx, round!);
        return roundAnswer(round!, balance, state.visible, state.finished, seed);
      });
    },

    /**
     * The player's next action in the hand in play: replays the hand from its seeds with the
     * action added, takes the extra stake of a double, and pays the win when the hand is over.
     */
    async act(token: string, action: string) {
      const l = await launchOf(token);
      const game = HOUSE_GAMES[l.gameCode]!;
      if (!game.steps) throw new PlayError('bad_params', 'this game is played in one step');
      if (!game.steps.actions.includes(action)) {
        throw new PlayError('bad_params', `action must be one of ${game.steps.actions.join(', ')}`);
      }
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as HouseDb;
        await holdLaunch(tx, l);
        const open = await openRound(tx, l, true);
        if (!open || open.round.gameCode !== game.code) {
          throw new PlayError('no_open_round', 'there is no hand in play; deal first');
        }
        const { round, seed } = open;
        const prior = (round.params as { actions: string[] }).actions;
        const before = replay(game, seed, round.nonce, prior);
        const state = replay(game, seed, round.nonce, [...prior, action]);
        const stake = (round.bet / before.stakeFactor) * state.stakeFactor;
        const extra = stake - round.bet;
        const win = state.finished ? game.steps!.win(stake, state.outcome) : 0n;
        const balance = await moveBalance(tx, l, win - extra, extra);
        if (balance === null) throw new PlayError('insufficient_funds', 'not enough balance to double');
        // A new version only when the feed's row changes (the stake of a double, the settlement): a
        // hit that leaves the hand in play changes nothing the operator sees.
        const changed = extra !== 0n || state.finished;
        const at = nextStamp(now(), round);
        const [updated] = await tx
          .update(rounds)
          .set({
            params: { actions: [...prior, action] },
            outcome: state.outcome as object,
            bet: stake,
            win,
            status: state.finished ? 'settled' : 'open',
            ...(changed
              ? { version: round.version + 1, updatedAt: at, settledAt: state.finished ? at : null }
              : {}),
          })
          .where(eq(rounds.id, round.id))
          .returning();
        if (changed) await recordRoundVersion(tx, updated!);
        return roundAnswer(updated!, balance, state.visible, state.finished, seed);
      });
    },

    /**
     * The operator's player left: every launch of the player ends (waiting for rounds under way),
     * and a hand still in play stands, as a player walking away from the table would, so its stake
     * is settled into the balance. Answers the balance, which no bet moves again until a new launch.
     */
    async endPlayer(operator: string, playerId: string) {
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as HouseDb;
        const at = now();
        // Ended at the epoch rather than now: a round that read the clock just before this and then
        // waited on the launch row checks its expiry against that earlier time, which "now" would pass.
        await tx
          .update(launches)
          .set({ expiresAt: new Date(0) })
          .where(
            and(eq(launches.operator, operator), eq(launches.playerId, playerId), gt(launches.expiresAt, at)),
          );
        const player = { operator, playerId } as Launch;
        const open = await openRound(tx, player, true);
        const game = open && HOUSE_GAMES[open.round.gameCode];
        const settled = open && game?.steps ? await standOnLeave(tx, player, game, open) : !open;
        const pending = settled ? 0n : open!.round.bet;
        const [row] = await tx
          .select({ balance: players.balance })
          .from(players)
          .where(and(eq(players.operator, operator), eq(players.playerId, playerId)));
        return { balance: row?.balance ?? null, pendingBets: pending };
      });
    },

    /** The pools of these currencies: the stored pool, or its seed before the first bet fed it. */
    async jackpots(operator: string, currencies: string[]) {
      const rows = await db
        .select()
        .from(jackpots)
        .where(and(eq(jackpots.operator, operator), inArray(jackpots.currency, currencies)));
      const pools = currencies
        .filter((c) => c in CURRENCIES)
        .map((currency) => ({
          currency,
          amount: (
            rows.find((r) => r.currency === currency)?.amount ??
            jackpotSeed(currency, 10n ** BigInt(currencyExponent(currency)))
          ).toString(),
        }));
      return { pools };
    },

    /** Reveals the current server seed and starts a new pair with the player's client seed. */
    async rotateSeed(token: string, clientSeed: string) {
      const l = await launchOf(token);
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as HouseDb;
        if (await openRound(tx, l, true)) {
          throw new PlayError(
            'round_open',
            'finish the hand in play first: a new seed pair would reveal its cards',
          );
        }
        const old = await activeSeed(tx, l.operator, ownerOf(l));
        await tx.update(seeds).set({ revealedAt: now() }).where(eq(seeds.id, old.id));
        const serverSeed = newServerSeed();
        await tx.insert(seeds).values({
          operator: l.operator,
          owner: ownerOf(l),
          serverSeed,
          serverSeedHash: hashServerSeed(serverSeed),
          clientSeed,
        });
        return {
          revealed: {
            server_seed: old.serverSeed,
            server_seed_hash: old.serverSeedHash,
            client_seed: old.clientSeed,
            rounds_played: old.nextNonce,
          },
          next: { server_seed_hash: hashServerSeed(serverSeed), client_seed: clientSeed, nonce: 0 },
        };
      });
    },

    /** The player's latest rounds; a round's server seed shows once it has been revealed. */
    async history(token: string, limit = 50) {
      const l = await launchOf(token);
      const rows = await db
        .select({ round: rounds, seed: seeds })
        .from(rounds)
        .innerJoin(seeds, eq(seeds.id, rounds.seedId))
        .where(
          and(eq(rounds.operator, l.operator), eq(rounds.owner, ownerOf(l)), eq(rounds.status, 'settled')),
        )
        .orderBy(desc(rounds.id))
        .limit(limit);
      return rows.map(({ round, seed }) => ({
        round_id: round.id,
        game: round.gameCode,
        nonce: round.nonce,
        bet: round.bet.toString(),
        win: round.win.toString(),
        params: round.params,
        outcome: round.outcome,
        server_seed_hash: seed.serverSeedHash,
        server_seed: seed.revealedAt ? seed.serverSeed : null,
        client_seed: seed.clientSeed,
        created_at: round.createdAt.toISOString(),
      }));
    },
  };
}
