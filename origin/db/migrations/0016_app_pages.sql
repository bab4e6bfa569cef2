ALTER TABLE "apps" DROP CONSTRAINT "apps_url_https";--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_url_https" CHECK ("apps"."url" ~ '^https://' OR "apps"."url" ~ '^/apps/[a-z0-9-]{1,40}$');--> statement-breakpoint
-- A demo database seeded before: its made-up example.com links (reserved, never an operator's)
-- become the pages the origin serves for those apps.
UPDATE "apps" SET "url" = '/apps/' || substring("url" from '^https://example\.com/apps/([a-z0-9-]{1,40})$') WHERE "url" ~ '^https://example\.com/apps/[a-z0-9-]{1,40}$';
