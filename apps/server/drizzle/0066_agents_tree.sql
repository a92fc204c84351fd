CREATE TABLE "agent_level_names" (
	"site_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "agent_level_names_site_id_level_language_pk" PRIMARY KEY("site_id","level","language")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"parent_id" bigint,
	"path" bigint[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"agent_type" smallint DEFAULT 1 NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"transfer_max_single" bigint,
	"transfer_max_daily" bigint,
	"approved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_level_check" CHECK ("agents"."level" between 1 and 10),
	CONSTRAINT "agents_path_check" CHECK (cardinality("agents"."path") >= 1 and "agents"."path"[cardinality("agents"."path")] = "agents"."member_id")
);
--> statement-breakpoint
ALTER TABLE "agent_level_names" ADD CONSTRAINT "agent_level_names_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agents_site_currency_idx" ON "agents" USING btree ("site_id","currency");--> statement-breakpoint
CREATE INDEX "agents_parent_idx" ON "agents" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "agents_path_gin" ON "agents" USING gin ("path");--> statement-breakpoint
-- Hand-written backfill: members already marked agents (member_type other than 1) become top agents,
-- active unless their type said otherwise, so the layout and the agent tree agree from the start.
INSERT INTO "agents" ("member_id", "site_id", "currency", "parent_id", "path", "status")
SELECT "id", "site_id", "currency", NULL, ARRAY["id"], CASE WHEN "member_type" = 3 THEN 'suspended' ELSE 'active' END
FROM "members" WHERE "member_type" <> 1
ON CONFLICT DO NOTHING;
