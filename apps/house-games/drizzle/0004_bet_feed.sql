CREATE TABLE "house"."round_versions" (
	"round_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"operator" text NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"game_code" text NOT NULL,
	"hall" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"status" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "round_versions_round_id_version_pk" PRIMARY KEY("round_id","version")
);
--> statement-breakpoint
ALTER TABLE "house"."rounds" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "house"."rounds" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "house"."rounds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "round_versions_feed_idx" ON "house"."round_versions" USING btree ("operator","updated_at","round_id","version");--> statement-breakpoint
-- Rounds played before the feed: their one version, stamped at play time (to the millisecond, as the
-- service stamps them, so a feed cursor names the time exactly).
UPDATE "house"."rounds" SET
  "updated_at" = date_trunc('milliseconds', "created_at"),
  "settled_at" = CASE WHEN "status" = 'settled' THEN date_trunc('milliseconds', "created_at") END;--> statement-breakpoint
INSERT INTO "house"."round_versions"
  ("round_id", "version", "operator", "player_id", "currency", "game_code", "hall", "stake", "payout",
   "valid_bet", "status", "placed_at", "settled_at", "updated_at")
SELECT r."id", 1, r."operator", r."owner", p."currency", r."game_code",
  CASE r."game_code" WHEN 'koi-reels' THEN 2 WHEN 'punto-banco' THEN 3 WHEN 'lucky-ten' THEN 5 ELSE 6 END,
  r."bet",
  CASE WHEN r."status" = 'settled' THEN r."win" ELSE 0 END,
  CASE
    WHEN r."status" <> 'settled' THEN 0
    WHEN r."game_code" = 'punto-banco' AND r."outcome"->>'winner' = 'tie' AND r."params"->>'side' <> 'tie' THEN 0
    ELSE r."bet"
  END,
  r."status", r."created_at", r."settled_at", r."updated_at"
FROM "house"."rounds" r
JOIN "house"."players" p ON p."operator" = r."operator" AND p."player_id" = r."owner"
WHERE NOT r."demo";
