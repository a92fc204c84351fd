ALTER TABLE "withdrawal_orders" ADD COLUMN "first_approved_by" bigint;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "first_approval_note" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_first_approved_by_staff_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_orders_proposed_idx" ON "withdrawal_orders" USING btree ("first_approved_at") WHERE "withdrawal_orders"."first_approved_by" is not null;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_four_eyes" CHECK ("withdrawal_orders"."status" <> 'approved' or "withdrawal_orders"."first_approved_by" is null or "withdrawal_orders"."resolved_by" <> "withdrawal_orders"."first_approved_by");