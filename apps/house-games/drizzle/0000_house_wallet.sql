-- The migrator creates the schema first to keep its own bookkeeping there.
CREATE SCHEMA IF NOT EXISTS "house";
--> statement-breakpoint
CREATE TABLE "house"."players" (
	"operator" text NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_operator_player_id_pk" PRIMARY KEY("operator","player_id"),
	CONSTRAINT "players_balance_check" CHECK ("house"."players"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house"."wallet_transfers" (
	"operator" text NOT NULL,
	"reference" text NOT NULL,
	"player_id" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transfers_operator_reference_pk" PRIMARY KEY("operator","reference"),
	CONSTRAINT "wallet_transfers_amount_check" CHECK ("house"."wallet_transfers"."amount" > 0)
);
