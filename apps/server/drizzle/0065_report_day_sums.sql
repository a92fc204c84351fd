CREATE TABLE "report_active_days" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "report_active_days_site_id_currency_day_pk" PRIMARY KEY("site_id","currency","day")
);
--> statement-breakpoint
CREATE TABLE "report_active_members" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"member_id" bigint NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"deposits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_active_members_site_id_currency_day_member_id_pk" PRIMARY KEY("site_id","currency","day","member_id")
);
--> statement-breakpoint
CREATE TABLE "report_active_months" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"month" date NOT NULL,
	"member_id" bigint NOT NULL,
	"days" bigint NOT NULL,
	CONSTRAINT "report_active_months_site_id_currency_month_member_id_pk" PRIMARY KEY("site_id","currency","month","member_id")
);
--> statement-breakpoint
CREATE TABLE "report_bet_day_sums" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"hall" integer NOT NULL,
	"provider" text NOT NULL,
	"rounds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	CONSTRAINT "report_bet_day_sums_site_id_currency_day_hall_provider_pk" PRIMARY KEY("site_id","currency","day","hall","provider")
);
--> statement-breakpoint
-- Hand-appended to the generated SQL (drizzle-kit allows editing it before commit): fill the new
-- rollups from the rows the jobs have already written, as the jobs would have kept them.
INSERT INTO "report_bet_day_sums" ("site_id", "currency", "day", "hall", "provider", "rounds", "stake", "payout", "valid_bet")
SELECT "site_id", "currency", "day", "hall", "provider", sum("rounds")::int, sum("stake")::bigint, sum("payout")::bigint, sum("valid_bet")::bigint
  FROM "report_bet_daily" GROUP BY 1, 2, 3, 4, 5
HAVING sum("rounds") <> 0 OR sum("stake") <> 0 OR sum("payout") <> 0 OR sum("valid_bet") <> 0;
--> statement-breakpoint
INSERT INTO "report_active_members" ("site_id", "currency", "day", "member_id", "rounds", "deposits")
SELECT "site_id", "currency", "day", "member_id", sum("rounds")::int, sum("deposits")::int
  FROM (SELECT "site_id", "currency", "day", "member_id", "rounds", 0 AS "deposits" FROM "report_bet_daily"
        UNION ALL
        SELECT "site_id", "currency", "day", "member_id", 0, "deposit_count" FROM "report_money_daily") x
 GROUP BY 1, 2, 3, 4
HAVING sum("rounds") <> 0 OR sum("deposits") <> 0;
--> statement-breakpoint
INSERT INTO "report_active_days" ("site_id", "currency", "day", "members")
SELECT "site_id", "currency", "day", count(*)::int FROM "report_active_members"
 WHERE "rounds" > 0 OR "deposits" > 0 GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "report_active_months" ("site_id", "currency", "month", "member_id", "days")
SELECT "site_id", "currency", date_trunc('month', "day")::date, "member_id", bit_or(1::bigint << (extract(day FROM "day")::int - 1))
  FROM "report_active_members" WHERE "rounds" > 0 OR "deposits" > 0 GROUP BY 1, 2, 3, 4;
