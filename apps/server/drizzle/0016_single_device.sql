ALTER TABLE "sites" ADD COLUMN "single_device" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;