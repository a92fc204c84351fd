CREATE TABLE "game_jackpots" (
	"gp_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_jackpots_gp_id_currency_pk" PRIMARY KEY("gp_id","currency")
);
--> statement-breakpoint
ALTER TABLE "game_jackpots" ADD CONSTRAINT "game_jackpots_gp_id_game_providers_gp_id_fk" FOREIGN KEY ("gp_id") REFERENCES "public"."game_providers"("gp_id") ON DELETE no action ON UPDATE no action;