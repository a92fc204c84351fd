import { MemberTransactions, MyCash } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { MemberIdentity } from '../../../platform/request-context';
import type { WalletOwner, WalletService } from './service';

const tags = ['wallet'];

const ownerOf = (member: MemberIdentity): WalletOwner => ({
  id: member.memberId,
  siteId: member.siteId,
  currency: member.currency,
});

export function registerWalletRoutes(app: FastifyInstance, deps: CallDeps, wallet: WalletService): void {
  // Member calls only run after the guard let them through, so the identity is always there.
  registerCall(app, deps, MyCash, ({ member }) => wallet.myCash(ownerOf(member!)), { tags });
  registerCall(
    app,
    deps,
    MemberTransactions,
    ({ member, site, input }) => wallet.transactions(ownerOf(member!), site.timeZone, input),
    { tags },
  );
}
