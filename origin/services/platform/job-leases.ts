// The leases of running jobs (job-runner-boss.ts; table job_leases): pg-boss 10 has no heartbeat,
// so a worker writes its running job's row every beat, and a row left unwritten for the lease's
// length means the worker died: its job is handed back to be tried again by another worker.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';

import type { Db } from '../../db/client';
import { jobLeases } from '../../db/schema/jobs';

export type LeaseOptions = {
  db: Db;
  logger: Logger;
  workerId: string;
  beatMs: number;
  leaseSeconds: number;
};

export type Leases = {
  /** Runs `work` under a lease of job `jobId`, written now and every beat, gone once it ends. */
  run(lane: string, jobId: string, work: () => Promise<void>): Promise<void>;
  /** Takes every expired lease (one taker each) and hands its job to `lost`. */
  reap(lost: (lane: string, jobId: string) => Promise<void>): Promise<void>;
  /** Tests: writes no more (a dead process). */
  halt(): void;
};

export function jobLeaseKeeper({
  db,
  logger,
  workerId,
  beatMs,
  leaseSeconds,
}: LeaseOptions): Leases {
  let halted = false;
  const beatAt = sql`now()`;
  return {
    async run(lane, jobId, work) {
      await db
        .insert(jobLeases)
        .values({ jobId, lane, worker: workerId, beatAt })
        .onConflictDoUpdate({ target: jobLeases.jobId, set: { worker: workerId, beatAt } });
      const mine = and(eq(jobLeases.jobId, jobId), eq(jobLeases.worker, workerId));
      const beat = setInterval(() => {
        if (halted) return;
        void db
          .update(jobLeases)
          .set({ beatAt })
          .where(mine)
          .catch((err: unknown) => logger.warn({ err }, 'job lease not written'));
      }, beatMs);
      try {
        await work();
      } finally {
        clearInterval(beat);
        if (!halted) await db.delete(jobLeases).where(mine);
      }
    },
    async reap(lost) {
      // Deleting the row first: of several workers checking at once, one takes each lease.
      const expired = await db
        .delete(jobLeases)
        .where(lt(jobLeases.beatAt, sql`now() - make_interval(secs => ${leaseSeconds})`))
        .returning();
      for (const lease of expired) {
        logger.warn({ job: lease.jobId, lane: lease.lane, worker: lease.worker }, 'job lease lost');
        await lost(lease.lane, lease.jobId);
      }
    },
    halt() {
      halted = true;
    },
  };
}
