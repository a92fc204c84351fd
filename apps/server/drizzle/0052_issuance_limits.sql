CREATE TABLE "issuance_limits" (
	"scope" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "issuance_limits_scope_currency_pk" PRIMARY KEY("scope","currency"),
	CONSTRAINT "issuance_limits_amount_check" CHECK ("issuance_limits"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "issuance_usage" (
	"scope" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"used" bigint NOT NULL,
	CONSTRAINT "issuance_usage_scope_subject_id_currency_day_pk" PRIMARY KEY("scope","subject_id","currency","day"),
	CONSTRAINT "issuance_usage_used_check" CHECK ("issuance_usage"."used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "issuance_limits" ADD CONSTRAINT "issuance_limits_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;