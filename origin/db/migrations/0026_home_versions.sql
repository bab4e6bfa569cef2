ALTER TABLE "home_sections" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "home_tabs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;