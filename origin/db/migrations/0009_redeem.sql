CREATE TABLE "redeem_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" integer NOT NULL,
	"tier" text,
	"max_uses" integer NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "redeem_codes_code_ck" CHECK ("redeem_codes"."code" ~ '^[A-Z0-9]+$'),
	CONSTRAINT "redeem_codes_reward_ck" CHECK (("redeem_codes"."reward_kind" = 'diamonds' AND "redeem_codes"."tier" IS NULL) OR ("redeem_codes"."reward_kind" = 'vip' AND "redeem_codes"."tier" IN ('normal', 'supreme', 'dark'))),
	CONSTRAINT "redeem_codes_amount_pos" CHECK ("redeem_codes"."amount" > 0),
	CONSTRAINT "redeem_codes_max_uses_pos" CHECK ("redeem_codes"."max_uses" > 0),
	CONSTRAINT "redeem_codes_used_ck" CHECK ("redeem_codes"."used_count" >= 0 AND "redeem_codes"."used_count" <= "redeem_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "redeem_misses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redeem_misses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeem_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redeem_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" integer NOT NULL,
	"tier" text,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "redeem_misses" ADD CONSTRAINT "redeem_misses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_uses" ADD CONSTRAINT "redeem_uses_code_redeem_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."redeem_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_uses" ADD CONSTRAINT "redeem_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redeem_misses_user_idx" ON "redeem_misses" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "redeem_uses_code_user_uq" ON "redeem_uses" USING btree ("code","user_id");--> statement-breakpoint
CREATE INDEX "redeem_uses_user_idx" ON "redeem_uses" USING btree ("user_id","id" DESC NULLS LAST);