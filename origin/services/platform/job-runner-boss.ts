// The runner on PostgreSQL (docs/decisions/0042-job-queue.md): pg-boss keeps the jobs, so any
// number of worker processes share them, each job is taken by one (SKIP LOCKED), a failed one is
// tried again with a growing delay, and a job still running past its lane's time is failed.
// pg-boss 10 has no heartbeat, so the lease is ours: a running job's worker writes its row in
// job_leases every few seconds, and any worker fails the job of a lease left unwritten.
import { randomUUID } from 'node:crypto';

import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

import {
  fairPriority,
  JOB_BEAT_SECONDS,
  JOB_LANES,
  JOB_LEASE_SECONDS,
  JOB_RETRY_LIMIT,
  LANE_RULES,
  RETRY_DELAY_SECONDS,
  type JobLane,
  type LaneRules,
} from '@/lib/domain/platform/job-lanes';

import type { Db, DbHandle } from '../../db/client';
import { jobLeaseKeeper } from './job-leases';
import type { JobMessage, JobRunner, JobWork } from './job-runner';

const SCHEMA = 'pgboss';
const HOUSEKEEPING = 'housekeeping';

export type BossRunnerOptions = {
  db: Db;
  /** Runs pg-boss's SQL: the pool, or PGlite (sqlRunnerOf). */
  sql: SqlRunner;
  logger: Logger;
  /** False (the api role): enqueues only, runs no maintenance, no schedule. */
  worker: boolean;
  /** Tests shorten these; the defaults are lib/domain/platform/job-lanes.ts's. */
  lanes?: Partial<Record<JobLane, Partial<LaneRules>>>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  beatSeconds?: number;
  leaseSeconds?: number;
  pollingSeconds?: number;
};

export type BossRunner = JobRunner & {
  /** Opens the queue (pg-boss's own schema, migrated) and its lanes; before any other call. */
  open(): Promise<void>;
  /** This process's worker id (its leases carry it). */
  readonly workerId: string;
  /** Tests: stops polling and writing leases without finishing or failing anything (a dead process). */
  halt(): Promise<void>;
};

export type SqlRunner = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * pg-boss's SQL on our database: the pool, or PGlite. Without values it may be a script of
 * several statements (its migration), which PGlite runs only through exec().
 */
export function sqlRunnerOf(handle: DbHandle): SqlRunner {
  if (handle.kind === 'postgres') {
    return (text, values) => handle.pool.query(text, values?.length ? values : undefined);
  }
  const { client } = handle;
  return async (text, values) => {
    if (values?.length) return client.query(text, values);
    const results = await client.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
}

function newBoss(options: BossRunnerOptions, beatMs: number): PgBoss {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.sql(text, values) },
    schema: SCHEMA,
    supervise: options.worker,
    schedule: options.worker,
    // Its own expiry check (the backstop of the lease) as often as the lease's.
    maintenanceIntervalSeconds: Math.max(1, Math.round(beatMs / 1000)),
  });
  boss.on('error', (err: unknown) => options.logger.error({ err }, 'job queue error'));
  return boss;
}

export function createBossRunner(options: BossRunnerOptions): BossRunner {
  const { db, logger } = options;
  const workerId = randomUUID();
  const rules = (lane: JobLane): LaneRules => ({ ...LANE_RULES[lane], ...options.lanes?.[lane] });
  const beatMs = (options.beatSeconds ?? JOB_BEAT_SECONDS) * 1000;
  const leaseSeconds = options.leaseSeconds ?? JOB_LEASE_SECONDS;
  const boss = newBoss(options, beatMs);
  const workers = new Map<JobLane, string[]>();
  const timers: NodeJS.Timeout[] = [];
  let halted = false;
  const leases = jobLeaseKeeper({ db, logger, workerId, beatMs, leaseSeconds });
  const lost = (lane: string, jobId: string) => boss.fail(lane, jobId, { message: 'worker lost' });

  const unfinished = async (lane: JobLane, job: JobMessage) => {
    const { rows } = await options.sql(
      `SELECT count(*)::int AS n, bool_or(data->>'kind' = $3 AND data->>'id' = $4) AS queued
         FROM ${SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state < 'completed'`,
      [lane, job.owner, job.kind, job.id],
    );
    const [row] = rows as { n: number; queued: boolean | null }[];
    return { count: row?.n ?? 0, queued: row?.queued === true };
  };

  return {
    kind: 'pg-boss',
    workerId,
    async open() {
      await boss.start();
      for (const lane of [...JOB_LANES, HOUSEKEEPING] as const) {
        const own = lane === HOUSEKEEPING ? { slots: 1, timeoutSeconds: 10 * 60 } : rules(lane);
        const queue = {
          retryLimit: options.retryLimit ?? JOB_RETRY_LIMIT,
          retryDelay: options.retryDelaySeconds ?? RETRY_DELAY_SECONDS,
          retryBackoff: true,
          expireInSeconds: own.timeoutSeconds,
        };
        await boss.createQueue(lane, { name: lane, ...queue });
        // Already made by an earlier run: today's rules win.
        await boss.updateQueue(lane, { name: lane, ...queue });
      }
    },
    async send(lane, job) {
      const { count, queued } = await unfinished(lane, job);
      // Already waiting or running (a resume, a repeated call): the one job does it.
      if (queued) return;
      await boss.send(lane, job, { singletonKey: job.owner, priority: fairPriority(count) });
      for (const id of workers.get(lane) ?? []) boss.notifyWorker(id);
    },
    async work({ bodies, minutely }: JobWork) {
      const pollingIntervalSeconds = options.pollingSeconds ?? 2;
      for (const lane of JOB_LANES) {
        const ids: string[] = [];
        for (let i = 0; i < rules(lane).slots; i += 1) {
          const id = await boss.work<JobMessage>(
            lane,
            { pollingIntervalSeconds, batchSize: 1 },
            async ([job]) => {
              if (!job) return;
              const body = bodies[job.data.kind];
              if (!body) throw new Error(`no job body for ${job.data.kind}`);
              await leases.run(lane, job.id, () => body(job.data.id));
            },
          );
          ids.push(id);
        }
        workers.set(lane, ids);
      }
      const reaper = setInterval(() => {
        if (!halted)
          void leases
            .reap(lost)
            .catch((err: unknown) => logger.error({ err }, 'lease check failed'));
      }, beatMs);
      timers.push(reaper);
      if (minutely) {
        await boss.work(HOUSEKEEPING, { pollingIntervalSeconds }, () => minutely());
        await boss.schedule(HOUSEKEEPING, '* * * * *');
      }
    },
    async idle() {
      for (;;) {
        const { rows } = await options.sql(
          `SELECT count(*)::int AS n FROM ${SCHEMA}.job WHERE name = ANY($1) AND state < 'completed'`,
          [[...JOB_LANES]],
        );
        if (((rows as { n: number }[])[0]?.n ?? 0) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
    async halt() {
      halted = true;
      leases.halt();
      for (const timer of timers) clearInterval(timer);
      for (const lane of JOB_LANES) await boss.offWork(lane);
    },
  };
}
