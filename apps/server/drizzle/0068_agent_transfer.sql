CREATE TABLE "agent_transfer_days" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"used" bigint NOT NULL,
	CONSTRAINT "agent_transfer_days_agent_id_day_pk" PRIMARY KEY("agent_id","day"),
	CONSTRAINT "agent_transfer_days_used_check" CHECK ("agent_transfer_days"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_transfer_settings" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"max_single" bigint NOT NULL,
	"max_daily" bigint NOT NULL,
	"approval_line" bigint NOT NULL,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_transfer_settings_site_id_currency_pk" PRIMARY KEY("site_id","currency"),
	CONSTRAINT "agent_transfer_settings_amounts_check" CHECK ("agent_transfer_settings"."max_single" >= 0 and "agent_transfer_settings"."max_daily" >= 0 and "agent_transfer_settings"."approval_line" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"day" date NOT NULL,
	"idempotency_key" text NOT NULL,
	"transfer_id" bigint,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "agent_transfers_agent_key" UNIQUE("agent_id","idempotency_key"),
	CONSTRAINT "agent_transfers_amount_check" CHECK ("agent_transfers"."amount" > 0),
	CONSTRAINT "agent_transfers_self_check" CHECK ("agent_transfers"."agent_id" <> "agent_transfers"."member_id")
);
--> statement-breakpoint
ALTER TABLE "agent_transfer_days" ADD CONSTRAINT "agent_transfer_days_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfer_settings" ADD CONSTRAINT "agent_transfer_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfer_settings" ADD CONSTRAINT "agent_transfer_settings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_transfers_agent_idx" ON "agent_transfers" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_transfers_member_idx" ON "agent_transfers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "agent_transfers_state_idx" ON "agent_transfers" USING btree ("state","created_at");