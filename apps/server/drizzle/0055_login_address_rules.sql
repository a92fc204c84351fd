ALTER TABLE "sites" ADD COLUMN "login_allowed_networks" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "blocked_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "login_allowed_networks" text[] DEFAULT '{}'::text[] NOT NULL;