// Code a screen loads after its first render (the image pipeline, the link rules, the carousel
// engine): fetched once per page, fetched again after a failure, and started in a task of its
// own. The effects that ask run in the commit's task after hydration, the page's longest; each
// chunk's <script> insertion took 2–9 ms there (docs/benchmarks.md, "Chunk loads out of the
// commit's task").

import { nextTask } from './next-task';

/** A loader for `load`: one import per page, forgotten when it fails, begun after this task. */
export function chunkLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const attempt = nextTask().then(load);
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
      pending = attempt;
    }
    return pending;
  };
}
