import { MemberBets } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import { memberBets } from './member-bets';

const tags = ['wagering'];

export function registerBetRoutes(app: FastifyInstance, deps: CallDeps, db: Db): void {
  // Member calls only run after the guard let them through, so the identity is always there.
  registerCall(
    app,
    deps,
    MemberBets,
    ({ member, site, lang, input }) => memberBets(db, member!, site.timeZone, lang, input),
    { tags },
  );
}
