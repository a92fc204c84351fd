/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { ModuleContext } from '../../../platform/module-context';
import type { LedgerService } from '../../money/ledger';
import { registerTurnoverAdminRoutes } from './admin-routes';
import { registerTurnoverRoutes } from './routes';
import { createTurnoverService, type TurnoverInput } from './service';

/**
 * Credits reach turnover through the domain events their modules publish after commit, so money
 * modules never import wagering; adding a requirement is idempotent on (source, ref), so an event
 * heard twice adds it once. The events are not durable: the facts are also kept with the credit
 * (deposit orders, promotion transfers' metadata) and the credit sweep reads them back.
 */
export function register(ctx: ModuleContext, needs: { ledger: LedgerService }) {
  const turnover = createTurnoverService({ db: ctx.db, clock: ctx.clock, ledger: needs.ledger });
  const add = (input: TurnoverInput) => {
    if (input.multiple <= 0 || input.amount <= 0n) return;
    turnover
      .addRequirement(input)
      .catch((err: unknown) =>
        ctx.app.log.error(
          { err, source: input.source, ref: input.sourceRef },
          'turnover requirement not added',
        ),
      );
  };
  ctx.events.subscribe('deposit.succeeded', (e) =>
    add({
      siteId: e.siteId,
      memberId: e.memberId,
      currency: e.currency,
      source: 'deposit',
      sourceRef: e.orderNumber,
      amount: e.amountMinor,
      multiple: e.turnoverMultiple,
    }),
  );
  ctx.events.subscribe('promotion.credited', (e) =>
    add({
      siteId: e.siteId,
      memberId: e.memberId,
      currency: e.currency,
      source: e.source,
      sourceRef: e.ref,
      amount: e.amountMinor,
      multiple: e.turnoverMultiple,
    }),
  );
  registerTurnoverRoutes(ctx.app, ctx.calls, turnover);
  registerTurnoverAdminRoutes(ctx.app, turnover);
  // Valid bets arrive with the bet pull; each run applies what came since its cursor.
  ctx.addJob({ name: 'turnover-bets', cron: '* * * * *', run: () => turnover.applyBets() });
  // Events are not durable: a deposit or promotion credited as the process stopped is picked up here
  // (and, for one member, before their withdrawal).
  ctx.addJob({ name: 'turnover-credit-sweep', cron: '*/10 * * * *', run: () => turnover.sweepCredits() });
  return { turnover };
}
