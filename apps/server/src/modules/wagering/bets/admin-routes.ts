import { AdminBetRound, AdminBetSearch } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { betRound, searchBets } from './admin-bets';

export function registerBetAdminRoutes(app: FastifyInstance, db: Db): void {
  registerAdminCall(app, AdminBetSearch, ({ input }) => searchBets(db, input));
  registerAdminCall(app, AdminBetRound, ({ input }) => betRound(db, input.provider, input.round_id));
}
