// The leases of running jobs (services/platform/job-runner-boss.ts): a worker writes its job's
// row every few seconds; a row left unwritten means the worker died and the job is tried again.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const jobLeases = pgTable('job_leases', {
  /** pg-boss's job id. */
  jobId: uuid('job_id').primaryKey(),
  /** pg-boss's queue: the lane (lib/domain/platform/job-lanes.ts). */
  lane: text('lane').notNull(),
  /** The process running it (a random id per process). */
  worker: text('worker').notNull(),
  beatAt: timestamp('beat_at', { withTimezone: true, mode: 'date' }).notNull(),
});
