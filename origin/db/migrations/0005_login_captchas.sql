CREATE TABLE "login_captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "login_captchas_expires_at_idx" ON "login_captchas" USING btree ("expires_at");