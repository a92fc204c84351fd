import { MemberLevel } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { LevelService } from './service';

export function registerLevelRoutes(app: FastifyInstance, deps: CallDeps, service: LevelService): void {
  registerCall(app, deps, MemberLevel, ({ request, lang }) => service.memberLevel(request.member!, lang), {
    tags: ['levels'],
  });
}
