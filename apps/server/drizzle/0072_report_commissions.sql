ALTER TABLE "report_money_daily" ADD COLUMN "commissions" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_money_daily" ADD COLUMN "agent_transfers_in" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_money_daily" ADD COLUMN "agent_transfers_out" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Commission and agent transfers the ledger rollup already passed (it counted nothing of them then) join
-- their members' days now, as the rollup counts them from here on: commission to the agent, an agent
-- transfer out of the agent and into the member, a reversal with the sign turned on the day it posted.
-- Transfers past the rollup's cursor, or still watched while pending, are the rollup's to count.
INSERT INTO "report_money_daily" AS r ("site_id", "currency", "day", "member_id", "commissions", "agent_transfers_in", "agent_transfers_out")
SELECT e.site_id, e.currency, e.day, e.member_id, sum(e.commissions), sum(e.transfers_in), sum(e.transfers_out)
  FROM (
    SELECT t.site_id, t.currency, (t.resolved_at AT TIME ZONE s.time_zone)::date AS day, x.member_id,
           x.commissions, x.transfers_in, x.transfers_out
      FROM "ledger_transfers" t
      JOIN "sites" s ON s.id = t.site_id
      JOIN "ledger_accounts" d ON d.id = t.debit_account_id
      JOIN "ledger_accounts" c ON c.id = t.credit_account_id
      LEFT JOIN "ledger_transfers" o ON o.id = t.reverses_transfer_id
      CROSS JOIN LATERAL (
        SELECT CASE WHEN t.kind = 'reversal' THEN -t.amount ELSE t.amount END AS amount,
               CASE WHEN t.kind = 'reversal' THEN o.kind ELSE t.kind END AS kind,
               -- The original transfer's sides (a reversal's are swapped).
               CASE WHEN t.kind = 'reversal' THEN c.member_id ELSE d.member_id END AS payer,
               CASE WHEN t.kind = 'reversal' THEN d.member_id ELSE c.member_id END AS payee
      ) v
      CROSS JOIN LATERAL (
        VALUES (v.payee,
                CASE WHEN v.kind = 'commission' THEN v.amount ELSE 0 END,
                CASE WHEN v.kind = 'agent_transfer' THEN v.amount ELSE 0 END,
                0::bigint),
               (CASE WHEN v.kind = 'agent_transfer' THEN v.payer END, 0::bigint, 0::bigint, v.amount)
      ) x (member_id, commissions, transfers_in, transfers_out)
     WHERE t.status = 'posted'
       AND v.kind IN ('commission', 'agent_transfer')
       AND t.id <= coalesce((SELECT position FROM "report_cursors" WHERE name = 'ledger'), 0)
       AND t.id NOT IN (SELECT transfer_id FROM "report_watched_transfers")
       AND x.member_id IS NOT NULL
  ) e
 GROUP BY e.site_id, e.currency, e.day, e.member_id
HAVING sum(e.commissions) <> 0 OR sum(e.transfers_in) <> 0 OR sum(e.transfers_out) <> 0
ON CONFLICT ("site_id", "currency", "day", "member_id") DO UPDATE SET
  "commissions" = r.commissions + excluded.commissions,
  "agent_transfers_in" = r.agent_transfers_in + excluded.agent_transfers_in,
  "agent_transfers_out" = r.agent_transfers_out + excluded.agent_transfers_out;
