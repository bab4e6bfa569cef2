CREATE TABLE "video_ingests" (
	"id" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"upload_id" text,
	"source" text NOT NULL,
	"owns_source" boolean DEFAULT false NOT NULL,
	"extension" text NOT NULL,
	"state" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"ladder" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"poster" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"thumbs" jsonb,
	"draft" jsonb,
	"video_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "video_ingests_video_id_unique" UNIQUE("video_id"),
	CONSTRAINT "video_ingests_state_ck" CHECK ("video_ingests"."state" IN ('queued', 'probing', 'transcoding', 'ready', 'failed')),
	CONSTRAINT "video_ingests_progress_ck" CHECK ("video_ingests"."progress" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "visible_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "preview_seconds" integer;--> statement-breakpoint
ALTER TABLE "video_ingests" ADD CONSTRAINT "video_ingests_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_ingests_new_idx" ON "video_ingests" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_status_ck" CHECK ("videos"."status" IN ('published', 'unpublished', 'retired'));