import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { HouseDeps } from './app';
import { fail, firstIssue } from './answer';
import { createPlay, PlayError } from './play';
import { verifyRound } from './verify';

const ZRound = z.object({ bet: z.string().regex(/^\d{1,18}$/, 'whole minor units'), params: z.unknown() });
const ZAction = z.object({ action: z.string().min(1).max(16) });
const ZRotate = z.object({ client_seed: z.string().trim().min(1).max(64) });
const ZVerify = z.object({
  game: z.string().min(1).max(64),
  server_seed: z.string().min(1).max(128),
  client_seed: z.string().min(1).max(64),
  nonce: z.number().int().min(0),
  bet: z.string().regex(/^\d{1,18}$/),
  params: z.unknown(),
});

/**
 * What a member's browser calls while playing. The launch token travels in a header (the game page
 * reads it from its URL fragment, which never reaches any server log).
 */
export async function registerPlayRoutes(app: FastifyInstance, deps: HouseDeps) {
  const now = deps.now ?? Date.now;
  const play = createPlay(deps.db, () => new Date(now()));
  const token = (request: FastifyRequest) => String(request.headers['x-launch-token'] ?? '');

  async function answer(reply: FastifyReply, work: () => Promise<unknown>) {
    try {
      return { ok: true, data: await work() };
    } catch (err) {
      if (err instanceof PlayError) return fail(reply, err.code, err.message);
      throw err;
    }
  }

  app.get('/play-api/session', (request, reply) => answer(reply, () => play.session(token(request))));

  app.post('/play-api/round', (request, reply) => {
    const body = ZRound.safeParse(request.body);
    if (!body.success) return fail(reply, 'bad_request', firstIssue(body.error));
    return answer(reply, () => play.play(token(request), BigInt(body.data.bet), body.data.params));
  });

  /** The next action in a hand of a game played in steps (blackjack: hit, stand, double). */
  app.post('/play-api/action', (request, reply) => {
    const body = ZAction.safeParse(request.body);
    if (!body.success) return fail(reply, 'bad_request', firstIssue(body.error));
    return answer(reply, () => play.act(token(request), body.data.action));
  });

  app.post('/play-api/seed', (request, reply) => {
    const body = ZRotate.safeParse(request.body);
    if (!body.success) return fail(reply, 'bad_request', firstIssue(body.error));
    return answer(reply, () => play.rotateSeed(token(request), body.data.client_seed));
  });

  app.get('/play-api/history', (request, reply) => answer(reply, () => play.history(token(request))));

  app.post('/play-api/verify', (request, reply) => {
    const body = ZVerify.safeParse(request.body);
    if (!body.success) return fail(reply, 'bad_request', firstIssue(body.error));
    const v = body.data;
    return answer(reply, async () =>
      verifyRound({
        game: v.game,
        serverSeed: v.server_seed,
        clientSeed: v.client_seed,
        nonce: v.nonce,
        bet: BigInt(v.bet),
        params: v.params,
      }),
    );
  });
}
