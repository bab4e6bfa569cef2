// A later task, for work that need not share the current one (the player's start, the chunks a
// screen loads after its first render: lib/shell/chunk-loader.ts).

/**
 * Resolves in a later task (`scheduler.yield` where the browser has it, so the caller keeps its
 * place in line; else a 0 ms timeout): what follows runs after the browser has had a turn.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
