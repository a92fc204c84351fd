import { createHash, randomBytes } from 'node:crypto';
import { CURRENCIES } from '@arks/contracts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { launches, players, rounds, seeds } from './db/schema';
import { fairDraw, hashServerSeed, newServerSeed } from './fair/rng';
import { HOUSE_GAMES } from './games/registry';
import type { HouseDb } from './wallet';

export type PlayErrorCode = 'bad_token' | 'unknown_game' | 'bad_bet' | 'bad_params' | 'insufficient_funds';

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

  const ownerOf = (l: typeof launches.$inferSelect) => l.playerId ?? `demo:${l.tokenHash.slice(0, 24)}`;

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
      return {
        game: l.gameCode,
        lang: l.lang,
        lobby_url: l.lobbyUrl,
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
     * all in one transaction, so a round is either complete or never happened.
     */
    async play(token: string, bet: bigint, params: unknown) {
      const l = await launchOf(token);
      const game = HOUSE_GAMES[l.gameCode]!;
      if (bet <= 0n || bet % game.betStep !== 0n) {
        throw new PlayError('bad_bet', `the bet must be a positive multiple of ${game.betStep} minor units`);
      }
      const parsed = game.params.safeParse(params);
      if (!parsed.success) throw new PlayError('bad_params', parsed.error.issues[0]!.message);
      const owner = ownerOf(l);
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as HouseDb;
        const seed = await activeSeed(tx, l.operator, owner);
        const nonce = seed.nextNonce;
        await tx
          .update(seeds)
          .set({ nextNonce: nonce + 1 })
          .where(eq(seeds.id, seed.id));
        const { outcome, win } = game.play(
          fairDraw(seed.serverSeed, seed.clientSeed, nonce),
          bet,
          parsed.data,
        );
        const delta = win - bet;
        const [after] =
          l.playerId === null
            ? await tx
                .update(launches)
                .set({ demoBalance: sql`${launches.demoBalance} + ${delta}` })
                .where(and(eq(launches.tokenHash, l.tokenHash), sql`${launches.demoBalance} >= ${bet}`))
                .returning({ balance: launches.demoBalance })
            : await tx
                .update(players)
                .set({ balance: sql`${players.balance} + ${delta}` })
                .where(
                  and(
                    eq(players.operator, l.operator),
                    eq(players.playerId, l.playerId),
                    sql`${players.balance} >= ${bet}`,
                  ),
                )
                .returning({ balance: players.balance });
        if (!after) throw new PlayError('insufficient_funds', 'not enough balance for this bet');
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
            outcome: outcome as object,
            demo: l.playerId === null,
          })
          .returning({ id: rounds.id });
        return {
          round_id: round!.id,
          nonce,
          bet: bet.toString(),
          win: win.toString(),
          balance: after.balance!.toString(),
          outcome,
          server_seed_hash: seed.serverSeedHash,
          client_seed: seed.clientSeed,
        };
      });
    },

    /** Reveals the current server seed and starts a new pair with the player's client seed. */
    async rotateSeed(token: string, clientSeed: string) {
      const l = await launchOf(token);
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as HouseDb;
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
        .where(and(eq(rounds.operator, l.operator), eq(rounds.owner, ownerOf(l))))
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

/** Anyone can recompute a round from revealed seeds: no database, no secrets. */
export function verifyRound(input: {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  bet: bigint;
  params: unknown;
}) {
  const game = HOUSE_GAMES[input.game];
  if (!game) throw new PlayError('unknown_game', `no game ${input.game}`);
  const parsed = game.params.safeParse(input.params);
  if (!parsed.success) throw new PlayError('bad_params', parsed.error.issues[0]!.message);
  const { outcome, win } = game.play(
    fairDraw(input.serverSeed, input.clientSeed, input.nonce),
    input.bet,
    parsed.data,
  );
  return { server_seed_hash: hashServerSeed(input.serverSeed), outcome, win: win.toString() };
}
