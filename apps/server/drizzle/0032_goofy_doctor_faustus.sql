CREATE TABLE "game_returns_due" (
	"member_id" bigint NOT NULL,
	"gp_id" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_returns_due_member_id_gp_id_pk" PRIMARY KEY("member_id","gp_id")
);
--> statement-breakpoint
ALTER TABLE "game_returns_due" ADD CONSTRAINT "game_returns_due_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_returns_due" ADD CONSTRAINT "game_returns_due_gp_id_game_providers_gp_id_fk" FOREIGN KEY ("gp_id") REFERENCES "public"."game_providers"("gp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_returns_due_since_idx" ON "game_returns_due" USING btree ("since");--> statement-breakpoint
-- Money left at a provider before leaving ended the game there (a leave racing a bet, a refused launch): the reconciliation job brings it back.
INSERT INTO "game_returns_due" ("member_id", "gp_id")
SELECT a.member_id, a.provider FROM "ledger_accounts" a
 JOIN "game_providers" p ON p.gp_id = a.provider
 WHERE a.kind = 'member_provider' AND a.balance > 0
   AND NOT EXISTS (SELECT 1 FROM "member_game_sessions" s
                    WHERE s.member_id = a.member_id AND s.gp_id = a.provider AND s.left_at IS NULL)
ON CONFLICT DO NOTHING;
