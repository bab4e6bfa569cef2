CREATE TABLE "view_days" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"day" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "view_days_kind_item_id_day_pk" PRIMARY KEY("kind","item_id","day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "view_days_day_idx" ON "view_days" USING btree ("day");--> statement-breakpoint
-- Accounts made before this column: registered when they were created (the best the rows know).
UPDATE "users" SET "registered_at" = "created_at" WHERE "kind" = 'account';