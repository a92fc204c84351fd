ALTER TABLE "site_currencies" ADD COLUMN "cash_surplus_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "maintenance_start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "maintenance_end_at" timestamp with time zone;