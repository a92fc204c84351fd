CREATE TABLE "withdraw_limits" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"daily_count" integer,
	"daily_amount" bigint,
	"updated_by" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdraw_limits_site_id_currency_pk" PRIMARY KEY("site_id","currency"),
	CONSTRAINT "withdraw_limits_amounts" CHECK ("withdraw_limits"."min_amount" > 0 and "withdraw_limits"."max_amount" >= "withdraw_limits"."min_amount"),
	CONSTRAINT "withdraw_limits_daily_count" CHECK ("withdraw_limits"."daily_count" is null or "withdraw_limits"."daily_count" > 0),
	CONSTRAINT "withdraw_limits_daily_amount" CHECK ("withdraw_limits"."daily_amount" is null or "withdraw_limits"."daily_amount" >= "withdraw_limits"."min_amount")
);
--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "bank_branch" text;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "daily_limit" bigint;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdraw_limits" ADD CONSTRAINT "withdraw_limits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_limits" ADD CONSTRAINT "withdraw_limits_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_daily_limit" CHECK ("deposit_channels"."daily_limit" is null or "deposit_channels"."daily_limit" >= "deposit_channels"."min_amount");