import { BalanceAllBack, BalanceGetBack, GameLeave, GamePlay } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/app-error';
import { appPlatformOf } from '../../../platform/app-platform';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import { closedOn, providerListsOf } from '../providers';
import { GameErrors } from './errors';
import type { GameService } from './service';

const tags = ['games'];

export function registerGameRoutes(app: FastifyInstance, deps: CallDeps, games: GameService): void {
  registerCall(
    app,
    deps,
    GamePlay,
    async ({ input, request, site }) => {
      // Spec §6: a provider closed in this app (the site's list) is not launched there either.
      const platform = appPlatformOf(request.headers['user-agent']);
      if (closedOn(await providerListsOf(app.db, site.id), platform).includes(input.gp_id)) {
        throw new AppError(GameErrors.closedInApp);
      }
      return games.play(request.member!.memberId, input, request.lang);
    },
    {
      tags,
    },
  );
  registerCall(app, deps, GameLeave, ({ request }) => games.leave(request.member!.memberId), { tags });
  for (const call of [BalanceAllBack, BalanceGetBack]) {
    registerCall(app, deps, call, ({ request }) => games.allBack(request.member!.memberId), { tags });
  }
}
