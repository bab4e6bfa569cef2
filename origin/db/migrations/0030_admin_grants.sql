CREATE TABLE "admin_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"tier" text,
	"reason" text NOT NULL,
	"idem_key" text NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_grants_amount_pos" CHECK ("admin_grants"."amount" > 0),
	CONSTRAINT "admin_grants_kind_ck" CHECK ("admin_grants"."kind" IN ('diamonds', 'vip'))
);
--> statement-breakpoint
ALTER TABLE "admin_grants" ADD CONSTRAINT "admin_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_grants" ADD CONSTRAINT "admin_grants_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_grants_idem_uq" ON "admin_grants" USING btree ("idem_key");--> statement-breakpoint
CREATE INDEX "admin_grants_user_idx" ON "admin_grants" USING btree ("user_id","id");