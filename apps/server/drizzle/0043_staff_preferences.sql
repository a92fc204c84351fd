ALTER TABLE "staff" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "time_zone" text;