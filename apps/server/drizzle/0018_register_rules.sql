CREATE TABLE "register_blocklist" (
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_blocklist_site_id_kind_value_pk" PRIMARY KEY("site_id","kind","value")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "recommender_id" bigint;--> statement-breakpoint
ALTER TABLE "register_blocklist" ADD CONSTRAINT "register_blocklist_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;