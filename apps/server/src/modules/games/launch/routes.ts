import { BalanceAllBack, BalanceGetBack, GameLeave, GamePlay } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { GameService } from './service';

const tags = ['games'];

export function registerGameRoutes(app: FastifyInstance, deps: CallDeps, games: GameService): void {
  registerCall(
    app,
    deps,
    GamePlay,
    ({ input, request }) => games.play(request.member!.memberId, input, request.lang),
    {
      tags,
    },
  );
  registerCall(app, deps, GameLeave, ({ request }) => games.leave(request.member!.memberId), { tags });
  for (const call of [BalanceAllBack, BalanceGetBack]) {
    registerCall(app, deps, call, ({ request }) => games.allBack(request.member!.memberId), { tags });
  }
}
