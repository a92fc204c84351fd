ALTER TABLE "withdraw_limits" ADD COLUMN "verified_payouts_only" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "withdraw_limits" ADD COLUMN "unverified_payout_below" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdraw_limits" ADD CONSTRAINT "withdraw_limits_unverified_payout_below" CHECK ("withdraw_limits"."unverified_payout_below" >= 0);