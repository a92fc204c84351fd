ALTER TYPE "public"."staff_role" ADD VALUE 'auditor';--> statement-breakpoint
CREATE INDEX "members_site_currency_created_idx" ON "members" USING btree ("site_id","currency","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_site_posted_idx" ON "ledger_transfers" USING btree ("site_id","currency","resolved_at") WHERE "ledger_transfers"."status" = 'posted';--> statement-breakpoint
CREATE INDEX "withdrawal_orders_site_approved_idx" ON "withdrawal_orders" USING btree ("site_id","currency","resolved_at") WHERE "withdrawal_orders"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "deposit_orders_site_success_idx" ON "deposit_orders" USING btree ("site_id","currency","resolved_at") WHERE "deposit_orders"."status" = 'success';