ALTER TABLE "feedback" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");