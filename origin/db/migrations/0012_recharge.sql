CREATE TABLE "recharge_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharge_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" integer NOT NULL,
	"tier" text,
	"bonus_diamonds" integer DEFAULT 0 NOT NULL,
	"pay_type" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"trade_no" text,
	CONSTRAINT "recharge_orders_order_no_ck" CHECK ("recharge_orders"."order_no" ~ '^R[0-9]{20}$'),
	CONSTRAINT "recharge_orders_pay_type_ck" CHECK ("recharge_orders"."pay_type" IN ('alipay', 'wechat', 'gold')),
	CONSTRAINT "recharge_orders_status_ck" CHECK ("recharge_orders"."status" IN ('pending', 'paid', 'closed')),
	CONSTRAINT "recharge_orders_paid_ck" CHECK (("recharge_orders"."status" = 'paid') = ("recharge_orders"."paid_at" IS NOT NULL)),
	CONSTRAINT "recharge_orders_reward_ck" CHECK (("recharge_orders"."kind" = 'gold' AND "recharge_orders"."reward_kind" = 'gold' AND "recharge_orders"."tier" IS NULL) OR ("recharge_orders"."kind" = 'diamond' AND "recharge_orders"."reward_kind" = 'diamonds' AND "recharge_orders"."tier" IS NULL) OR ("recharge_orders"."kind" = 'vip' AND "recharge_orders"."reward_kind" = 'vip' AND "recharge_orders"."tier" IN ('normal', 'supreme', 'dark'))),
	CONSTRAINT "recharge_orders_price_pos" CHECK ("recharge_orders"."price" > 0),
	CONSTRAINT "recharge_orders_amount_pos" CHECK ("recharge_orders"."amount" > 0),
	CONSTRAINT "recharge_orders_bonus_nonneg" CHECK ("recharge_orders"."bonus_diamonds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recharge_products" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" integer NOT NULL,
	"tier" text,
	"bonus_diamonds" integer DEFAULT 0 NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"original_price" integer,
	"tag" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "recharge_products_reward_ck" CHECK (("recharge_products"."kind" = 'gold' AND "recharge_products"."reward_kind" = 'gold' AND "recharge_products"."tier" IS NULL) OR ("recharge_products"."kind" = 'diamond' AND "recharge_products"."reward_kind" = 'diamonds' AND "recharge_products"."tier" IS NULL) OR ("recharge_products"."kind" = 'vip' AND "recharge_products"."reward_kind" = 'vip' AND "recharge_products"."tier" IN ('normal', 'supreme', 'dark'))),
	CONSTRAINT "recharge_products_price_pos" CHECK ("recharge_products"."price" > 0),
	CONSTRAINT "recharge_products_amount_pos" CHECK ("recharge_products"."amount" > 0),
	CONSTRAINT "recharge_products_bonus_nonneg" CHECK ("recharge_products"."bonus_diamonds" >= 0),
	CONSTRAINT "recharge_products_original_price_ck" CHECK ("recharge_products"."original_price" IS NULL OR "recharge_products"."original_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_product_id_recharge_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."recharge_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_order_no_uq" ON "recharge_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_trade_no_uq" ON "recharge_orders" USING btree ("trade_no");--> statement-breakpoint
CREATE INDEX "recharge_orders_user_idx" ON "recharge_orders" USING btree ("user_id","id" DESC NULLS LAST);