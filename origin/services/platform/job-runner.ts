// What runs the background work (docs/decisions/0042-job-queue.md): one interface, two runners,
// the same job bodies. pg-boss (job-runner-boss.ts) in every origin process, on PostgreSQL or
// the embedded PGlite: kept jobs, retries, leases, several workers. In memory (this file, the
// fair queues): what createApp makes when given no jobs (unit tests, tools).
import type { Logger } from 'pino';

import { JOB_LANES, LANE_RULES, type JobLane } from '@/lib/domain/platform/job-lanes';

import { fairQueue, type FairQueue } from './fair-queue';
import { HOUSEKEEPING_EVERY_MS, startPeriodic, type Periodic } from './housekeeping';

/** A job as queued: what to do (`kind`, a body's name), to what row (`id`), in whose turn. */
export type JobMessage = { kind: string; id: string; owner: string };

/** A job's work, by the id of the row it works on. Idempotent: run twice, one effect. */
export type JobBody = (id: string) => Promise<void>;

export type JobWork = {
  /** The bodies by kind. */
  bodies: Record<string, JobBody>;
  /** Housekeeping run about once a minute, by one worker of all. */
  minutely?: () => Promise<void>;
};

export type JobRunner = {
  readonly kind: 'memory' | 'pg-boss';
  /** Queues a job (kept in the database by pg-boss). */
  send(lane: JobLane, job: JobMessage): Promise<void>;
  /** Starts running jobs here (worker and all roles); never called in the api role. */
  work(work: JobWork): Promise<void>;
  /** Resolves once no job is waiting or running (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops taking jobs and waits a while for the running ones. */
  stop(): Promise<void>;
};

/** The in-process runner: a fair queue per lane, its jobs lost with the process. */
export function createMemoryRunner(logger: Logger): JobRunner {
  let begin = () => {};
  const started = new Promise<void>((resolve) => (begin = resolve));
  let bodies: Record<string, JobBody> = {};
  const lanes = Object.fromEntries(
    JOB_LANES.map((lane) => [lane, fairQueue(logger, started, LANE_RULES[lane].slots)]),
  ) as Record<JobLane, FairQueue>;
  let housekeeping: Periodic | undefined;
  return {
    kind: 'memory',
    async send(lane, job) {
      lanes[lane].push(job.owner, `${job.kind} ${job.id}`, async () => {
        const body = bodies[job.kind];
        if (!body) throw new Error(`no job body for ${job.kind}`);
        await body(job.id);
      });
    },
    async work(work) {
      bodies = work.bodies;
      if (work.minutely) {
        housekeeping = startPeriodic(work.minutely, HOUSEKEEPING_EVERY_MS, (err) =>
          logger.error({ err }, 'housekeeping failed'),
        );
      }
      begin();
    },
    async idle() {
      const queues = Object.values(lanes);
      while (queues.some((q) => q.busy)) await Promise.all(queues.map((q) => q.wait()));
    },
    async stop() {
      await housekeeping?.stop();
    },
  };
}
