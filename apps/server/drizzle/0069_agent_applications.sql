CREATE TABLE "agent_agreements" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_eligibility_rules" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"min_account_days" integer DEFAULT 0 NOT NULL,
	"min_deposits" bigint DEFAULT 0 NOT NULL,
	"min_valid_bets" bigint DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_eligibility_rules_site_id_currency_pk" PRIMARY KEY("site_id","currency"),
	CONSTRAINT "agent_eligibility_rules_check" CHECK ("agent_eligibility_rules"."min_account_days" >= 0 and "agent_eligibility_rules"."min_deposits" >= 0 and "agent_eligibility_rules"."min_valid_bets" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_agreements" ADD CONSTRAINT "agent_agreements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_eligibility_rules" ADD CONSTRAINT "agent_eligibility_rules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_one_pending" ON "agent_applications" USING btree ("member_id") WHERE "agent_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "agent_applications_member_idx" ON "agent_applications" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "agent_applications_site_status_idx" ON "agent_applications" USING btree ("site_id","status","id");