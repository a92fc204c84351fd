-- Promotion titles by language. A stored title becomes the text of its site's default language, the
-- language every other reader falls back to; staff add the other languages.
ALTER TABLE "red_envelope_promotions" ADD COLUMN "titles" jsonb;--> statement-breakpoint
UPDATE "red_envelope_promotions" p SET "titles" = jsonb_build_object(s."default_language", p."title") FROM "sites" s WHERE s."id" = p."site_id";--> statement-breakpoint
ALTER TABLE "red_envelope_promotions" ALTER COLUMN "titles" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "red_envelope_promotions" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "sign_in_campaigns" ADD COLUMN "titles" jsonb;--> statement-breakpoint
UPDATE "sign_in_campaigns" c SET "titles" = jsonb_build_object(s."default_language", c."title") FROM "sites" s WHERE s."id" = c."site_id";--> statement-breakpoint
ALTER TABLE "sign_in_campaigns" ALTER COLUMN "titles" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_campaigns" DROP COLUMN "title";
