ALTER TABLE "uploads" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "width" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "height" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing rows: the shipped clips' top rendition (media-library.ts CLIPS; short-* are 9:16).
UPDATE "videos" SET "width" = 480, "height" = 854 WHERE "clip" LIKE 'short-%';--> statement-breakpoint
UPDATE "videos" SET "width" = 854, "height" = 480 WHERE "clip" LIKE 'clip-%';
