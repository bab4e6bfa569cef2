-- Login QRs made before poll secrets cannot be polled now; they live two minutes anyway.
DELETE FROM "qr_logins";--> statement-breakpoint
ALTER TABLE "qr_logins" ADD COLUMN "poll_secret_hash" text NOT NULL;