CREATE TABLE "job_leases" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"lane" text NOT NULL,
	"worker" text NOT NULL,
	"beat_at" timestamp with time zone NOT NULL
);
