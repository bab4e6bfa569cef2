// The runner a process's role and database call for (docs/origin.md "Roles"): PGlite keeps the
// in-memory one (one process; docs/decisions/0041-job-queue.md says why), PostgreSQL pg-boss.
import type { Logger } from 'pino';

import type { OriginRole } from '../../config';
import type { DbHandle } from '../../db/client';
import { createBossRunner } from './job-runner-boss';
import { createMemoryRunner, type JobRunner } from './job-runner';

export async function jobRunnerOf(
  handle: DbHandle,
  role: OriginRole,
  logger: Logger,
): Promise<JobRunner> {
  if (handle.kind === 'pglite') return createMemoryRunner(logger);
  const runner = createBossRunner({
    db: handle.db,
    pool: handle.pool,
    logger,
    worker: role !== 'api',
  });
  await runner.open();
  return runner;
}
