// The runner of a process (docs/origin.md "Roles", docs/decisions/0042-job-queue.md): pg-boss on
// whichever database it has, PostgreSQL or the embedded PGlite (measured to work there). Only
// the api role leaves jobs to others (it needs PostgreSQL: origin/config.ts).
import type { Logger } from 'pino';

import type { OriginRole } from '../../config';
import type { DbHandle } from '../../db/client';
import { createBossRunner, sqlRunnerOf } from './job-runner-boss';
import type { JobRunner } from './job-runner';

export async function jobRunnerOf(
  handle: DbHandle,
  role: OriginRole,
  logger: Logger,
): Promise<JobRunner> {
  const runner = createBossRunner({
    db: handle.db,
    sql: sqlRunnerOf(handle),
    logger,
    worker: role !== 'api',
  });
  await runner.open();
  return runner;
}
