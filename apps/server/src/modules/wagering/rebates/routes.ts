import { MemberRebates } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import { memberRebates } from './history';

export function registerRebateRoutes(app: FastifyInstance, deps: CallDeps, db: Db): void {
  // Member calls only run after the guard let them through, so the identity is always there.
  registerCall(app, deps, MemberRebates, ({ member, input }) => memberRebates(db, member!, input), {
    tags: ['rebates'],
  });
}
