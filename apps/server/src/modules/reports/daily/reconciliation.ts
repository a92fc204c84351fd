import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { listAllSites } from '../../sites/site';
import { dayIn } from './effects';

/**
 * The daily reconciliation of each provider's bets with the ledger.
 *
 * The rule, from how the ledger books play (modules/games/launch and games/providers `sync`): the
 * ledger does NOT book game results per round. A member's whole main balance moves to the provider
 * (`provider_in`, main -> provider wallet) at launch and back (`provider_out`) at leave; just before
 * the move back, and whenever the balance is synced, the provider's balance is asked and the
 * difference to our books is booked as ONE `game_result` transfer between `provider_float` and the
 * member's provider wallet. So over a day, per provider:
 *
 *   transfers in - transfers out - (provider wallets at day end - at day start) = member losses (stake - payout)
 *
 * where the left side, from the ledger alone, equals minus the day's posted `game_result` transfers
 * (the wallets change by in - out + game results), and the right side comes from the bets rollup
 * (rounds settled that day). Any difference is a task: a provider whose feed lost or added rounds,
 * a result booked on another day (a member still in the game across midnight is synced the next
 * day: that shows as a difference on both days until staff resolve it), or money the provider
 * moved that no round explains.
 */
export function createReconciliation(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function reconcileDay(siteId: number, day: string): Promise<number> {
    const { rows } = await db.execute<{
      currency: string;
      provider: string;
      bet_losses: string;
      transfers_in: string;
      transfers_out: string;
      game_results: string;
    }>(sql`
      with b as (
        select currency, provider, sum(stake - payout) as losses from report_bet_daily
         where site_id = ${siteId} and day = ${day}::date group by currency, provider
      ), m as (
        select currency, provider, sum(transfers_in) as tin, sum(transfers_out) as tout, sum(game_results) as results
          from report_provider_money_daily where site_id = ${siteId} and day = ${day}::date group by currency, provider
      )
      select coalesce(b.currency, m.currency) as currency, coalesce(b.provider, m.provider) as provider,
             coalesce(b.losses, 0)::text as bet_losses, coalesce(m.tin, 0)::text as transfers_in,
             coalesce(m.tout, 0)::text as transfers_out, coalesce(m.results, 0)::text as game_results
        from b full join m on m.currency = b.currency and m.provider = b.provider`);
    let open = 0;
    for (const r of rows) {
      const tin = BigInt(r.transfers_in);
      const tout = BigInt(r.transfers_out);
      const balanceChange = tin - tout + BigInt(r.game_results);
      const losses = BigInt(r.bet_losses);
      const difference = tin - tout - balanceChange - losses;
      if (difference !== 0n) open += 1;
      // A new difference opens a task; a task whose figures changed opens again (even one staff
      // resolved); one that no longer differs is cleared. An agreeing day with no task adds none.
      await db.execute(sql`
        insert into report_reconciliation_tasks as t (site_id, currency, day, provider, bet_losses, transfers_in,
          transfers_out, balance_change, difference, status, created_at, updated_at)
        select ${siteId}, ${r.currency}, ${day}::date, ${r.provider}, ${losses}, ${tin}, ${tout}, ${balanceChange},
               ${difference}, 'open', ${clock.now().toISOString()}, ${clock.now().toISOString()}
         where ${difference} <> 0
        on conflict (site_id, currency, day, provider) do update set
          bet_losses = excluded.bet_losses, transfers_in = excluded.transfers_in,
          transfers_out = excluded.transfers_out, balance_change = excluded.balance_change,
          difference = excluded.difference, updated_at = excluded.updated_at,
          status = case when t.difference = excluded.difference then t.status else 'open' end`);
      if (difference === 0n) {
        await db.execute(sql`
          update report_reconciliation_tasks set status = 'cleared', difference = 0, bet_losses = ${losses},
                 transfers_in = ${tin}, transfers_out = ${tout}, balance_change = ${balanceChange},
                 updated_at = ${clock.now().toISOString()}
           where site_id = ${siteId} and currency = ${r.currency} and day = ${day}::date
             and provider = ${r.provider} and status = 'open'`);
      }
    }
    return open;
  }

  return {
    reconcileDay,
    /** The last `days` closed days of every site (today, still open, is left for tomorrow). */
    async run(days = 3): Promise<number> {
      let open = 0;
      for (const { site } of await listAllSites(db)) {
        const today = dayIn(clock.now(), site.timeZone);
        for (let back = 1; back <= days; back += 1) {
          const d = new Date(`${today}T00:00:00Z`);
          d.setUTCDate(d.getUTCDate() - back);
          open += await reconcileDay(site.id, d.toISOString().slice(0, 10));
        }
      }
      return open;
    },
  };
}
export type Reconciliation = ReturnType<typeof createReconciliation>;
