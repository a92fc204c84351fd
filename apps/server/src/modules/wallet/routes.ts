import { MemberTransactions, MyCash } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../platform/register-call';
import type { WalletService } from './service';

const tags = ['wallet'];

export function registerWalletRoutes(app: FastifyInstance, deps: CallDeps, wallet: WalletService): void {
  // Member calls only run after the guard let them through, so the identity is always there.
  registerCall(app, deps, MyCash, ({ member }) => wallet.myCash(member!.memberId), { tags });
  registerCall(
    app,
    deps,
    MemberTransactions,
    ({ member, site, input }) => wallet.transactions(member!.memberId, site.timeZone, input),
    { tags },
  );
}
