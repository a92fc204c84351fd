CREATE TABLE "house"."jackpots" (
	"operator" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpots_operator_currency_pk" PRIMARY KEY("operator","currency"),
	CONSTRAINT "jackpots_amount_check" CHECK ("house"."jackpots"."amount" >= 0)
);
