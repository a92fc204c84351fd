ALTER TABLE "letters" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "send_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "recipients" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Letters sent before scheduling existed were delivered when written.
UPDATE "letters" SET "send_at" = "created_at", "sent_at" = "created_at", "recipients" = (SELECT count(*) FROM "member_letters" WHERE "letter_id" = "letters"."id");--> statement-breakpoint
ALTER TABLE "red_envelope_promotions" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_campaigns" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "letters_due_idx" ON "letters" USING btree ("send_at") WHERE "letters"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "letters_site_idx" ON "letters" USING btree ("site_id","id");