CREATE TABLE "redeem_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redeem_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" integer NOT NULL,
	"tier" text,
	"code_count" integer NOT NULL,
	"max_uses" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "redeem_batches_reward_ck" CHECK (("redeem_batches"."reward_kind" = 'diamonds' AND "redeem_batches"."tier" IS NULL) OR ("redeem_batches"."reward_kind" = 'vip' AND "redeem_batches"."tier" IN ('normal', 'supreme', 'dark'))),
	CONSTRAINT "redeem_batches_amount_pos" CHECK ("redeem_batches"."amount" > 0),
	CONSTRAINT "redeem_batches_count_ck" CHECK ("redeem_batches"."code_count" BETWEEN 1 AND 10000),
	CONSTRAINT "redeem_batches_max_uses_pos" CHECK ("redeem_batches"."max_uses" > 0)
);
--> statement-breakpoint
ALTER TABLE "redeem_codes" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "redeem_batches" ADD CONSTRAINT "redeem_batches_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_codes" ADD CONSTRAINT "redeem_codes_batch_id_redeem_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."redeem_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redeem_codes_batch_idx" ON "redeem_codes" USING btree ("batch_id");