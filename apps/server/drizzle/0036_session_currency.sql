-- Sessions carry the member's currency (fixed at registration), so a request knows it without a look-up.
-- Logins open before this release keep working: they get their member's currency here.
ALTER TABLE "sessions" ADD COLUMN "currency" text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE "sessions" AS s SET "currency" = m."currency" FROM "members" AS m WHERE m."id" = s."member_id";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "currency" DROP DEFAULT;
