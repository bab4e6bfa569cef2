// A job queue shared fairly between owners (users): up to `slots` jobs at once, at most one per
// owner, the next one from the owner served least recently (lib/domain/platform/fair-turns.ts). So one
// user's long or many transcodes never keep another user's short clip waiting. A failure is
// logged and the queue goes on; state that must survive a restart lives in the database.
import type { Logger } from 'pino';

import { nextTurn } from '@/lib/domain/platform/fair-turns';

type Job = { arrival: number; name: string; run: () => Promise<void> };
type Owner = { waiting: Job[]; running: number; lastStart: number };

export type FairQueue = {
  push(owner: string, name: string, run: () => Promise<void>): void;
  readonly busy: boolean;
  /** Resolves when nothing is running or waiting. */
  wait(): Promise<void>;
};

export function fairQueue(logger: Logger, start: Promise<void>, slots: number): FairQueue {
  const owners = new Map<string, Owner>();
  let running = 0;
  let arrivals = 0;
  let starts = 0;
  let started = false;
  let idle: Array<() => void> = [];
  const busy = () => running > 0 || [...owners.values()].some((o) => o.waiting.length > 0);

  const settle = () => {
    if (busy()) return;
    const waiters = idle;
    idle = [];
    for (const resolve of waiters) resolve();
  };

  const pump = () => {
    while (started && running < slots) {
      const turns = [...owners].map(([owner, o]) => ({
        owner,
        running: o.running,
        waiting: o.waiting.length,
        lastStart: o.lastStart,
        firstArrival: o.waiting[0]?.arrival ?? Infinity,
      }));
      const key = nextTurn(turns);
      if (key === null) return;
      const owner = owners.get(key)!;
      const job = owner.waiting.shift()!;
      owner.running += 1;
      owner.lastStart = ++starts;
      running += 1;
      void Promise.resolve()
        .then(job.run)
        .catch((err: unknown) => logger.error({ err, job: job.name }, 'community job failed'))
        .finally(() => {
          owner.running -= 1;
          running -= 1;
          if (owner.running === 0 && owner.waiting.length === 0) owners.delete(key);
          pump();
          settle();
        });
    }
  };

  void start.then(() => {
    started = true;
    pump();
  });

  return {
    push(key, name, run) {
      const owner = owners.get(key) ?? { waiting: [], running: 0, lastStart: 0 };
      owners.set(key, owner);
      owner.waiting.push({ arrival: ++arrivals, name, run });
      pump();
    },
    get busy() {
      return busy();
    },
    wait: () => (busy() ? new Promise<void>((resolve) => idle.push(resolve)) : Promise.resolve()),
  };
}
