CREATE TABLE "provider_credentials" (
	"gp_id" text PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"operator" text NOT NULL,
	"secret_enc" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_credentials" ADD CONSTRAINT "provider_credentials_gp_id_game_providers_gp_id_fk" FOREIGN KEY ("gp_id") REFERENCES "public"."game_providers"("gp_id") ON DELETE no action ON UPDATE no action;