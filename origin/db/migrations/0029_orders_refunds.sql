CREATE TABLE "pay_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"source" text NOT NULL,
	"order_no" text,
	"trade_no" text,
	"amount" integer,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharge_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"idem_key" text NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recharge_refunds_amount_pos" CHECK ("recharge_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "recharge_refunds" ADD CONSTRAINT "recharge_refunds_order_id_recharge_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."recharge_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_refunds" ADD CONSTRAINT "recharge_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_refunds" ADD CONSTRAINT "recharge_refunds_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_notices_order_idx" ON "pay_notices" USING btree ("order_no","id");--> statement-breakpoint
CREATE INDEX "pay_notices_received_idx" ON "pay_notices" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_refunds_idem_uq" ON "recharge_refunds" USING btree ("idem_key");--> statement-breakpoint
CREATE INDEX "recharge_refunds_order_idx" ON "recharge_refunds" USING btree ("order_id");