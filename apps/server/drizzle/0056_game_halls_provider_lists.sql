CREATE TABLE "site_provider_lists" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"demo" text[] NOT NULL,
	"ios_blocked" text[] NOT NULL,
	"android_blocked" text[] NOT NULL,
	"ios_outside" text[] NOT NULL,
	"android_outside" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_halls" (
	"site_id" integer NOT NULL,
	"gt_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"icon" text NOT NULL,
	"icon_active" text NOT NULL,
	"sort" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_halls_site_id_gt_id_pk" PRIMARY KEY("site_id","gt_id")
);
--> statement-breakpoint
ALTER TABLE "site_provider_lists" ADD CONSTRAINT "site_provider_lists_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_halls" ADD CONSTRAINT "game_halls_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;