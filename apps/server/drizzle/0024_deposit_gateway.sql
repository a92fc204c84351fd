CREATE TABLE "payment_callback_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"channel_id" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "gateway_url" text;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "merchant_id" text;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "secret_enc" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "gateway_trade_no" text;--> statement-breakpoint
ALTER TABLE "payment_callback_nonces" ADD CONSTRAINT "payment_callback_nonces_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_gateway" CHECK ("deposit_channels"."type" <> 'gateway' or ("deposit_channels"."gateway_url" is not null and "deposit_channels"."merchant_id" is not null));