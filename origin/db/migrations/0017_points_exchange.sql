CREATE TABLE "points_exchanges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"title" text NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" integer NOT NULL,
	"tier" text,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_exchanges_reward_ck" CHECK (("points_exchanges"."reward_kind" IN ('diamonds', 'gold') AND "points_exchanges"."tier" IS NULL) OR ("points_exchanges"."reward_kind" = 'vip' AND "points_exchanges"."tier" IN ('normal', 'supreme', 'dark'))),
	CONSTRAINT "points_exchanges_points_pos" CHECK ("points_exchanges"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_goods" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" integer NOT NULL,
	"tier" text,
	"price" integer NOT NULL,
	"stock" integer,
	"user_limit" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_goods_reward_ck" CHECK (("points_goods"."reward_kind" IN ('diamonds', 'gold') AND "points_goods"."tier" IS NULL) OR ("points_goods"."reward_kind" = 'vip' AND "points_goods"."tier" IN ('normal', 'supreme', 'dark'))),
	CONSTRAINT "points_goods_amount_pos" CHECK ("points_goods"."amount" > 0),
	CONSTRAINT "points_goods_price_pos" CHECK ("points_goods"."price" > 0),
	CONSTRAINT "points_goods_stock_nonneg" CHECK ("points_goods"."stock" IS NULL OR "points_goods"."stock" >= 0),
	CONSTRAINT "points_goods_user_limit_pos" CHECK ("points_goods"."user_limit" IS NULL OR "points_goods"."user_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_goods_id_points_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."points_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_exchanges_user_idx" ON "points_exchanges" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "points_exchanges_user_goods_idx" ON "points_exchanges" USING btree ("user_id","goods_id");--> statement-breakpoint
CREATE INDEX "points_goods_sort_idx" ON "points_goods" USING btree ("sort","id");