-- Deposit channel names by language. A stored name becomes the text of its site's default language,
-- the language every other reader falls back to; an order keeps the names its channel had when filed.
ALTER TABLE "deposit_channels" ADD COLUMN "names" jsonb;--> statement-breakpoint
UPDATE "deposit_channels" c SET "names" = jsonb_build_object(s."default_language", c."name") FROM "sites" s WHERE s."id" = c."site_id";--> statement-breakpoint
ALTER TABLE "deposit_channels" ALTER COLUMN "names" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_channels" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "channel_names" jsonb;--> statement-breakpoint
UPDATE "deposit_orders" o SET "channel_names" = jsonb_build_object(s."default_language", o."channel_name") FROM "sites" s WHERE s."id" = o."site_id";--> statement-breakpoint
ALTER TABLE "deposit_orders" ALTER COLUMN "channel_names" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_orders" DROP COLUMN "channel_name";
