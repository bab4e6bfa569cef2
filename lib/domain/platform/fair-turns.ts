// Whose job runs next when several users share a few workers (the transcoder,
// origin/services/platform/fair-queue.ts): one user's queued or long jobs never keep another's waiting.

export type Turn = {
  owner: string;
  /** Jobs of this owner running now, and waiting. */
  running: number;
  waiting: number;
  /** When this owner's last job started (a counter; 0: never), and its oldest waiting job arrived. */
  lastStart: number;
  firstArrival: number;
};

/**
 * The owner whose oldest waiting job starts next, or null: among owners with a job waiting and
 * fewer than `perOwner` running, the one served least recently (never served first), then the
 * one waiting longest. Round robin over users, each user's jobs in their order.
 */
export function nextTurn(turns: readonly Turn[], perOwner = 1): string | null {
  let best: Turn | null = null;
  for (const turn of turns) {
    if (turn.waiting === 0 || turn.running >= perOwner) continue;
    if (
      !best ||
      turn.lastStart < best.lastStart ||
      (turn.lastStart === best.lastStart && turn.firstArrival < best.firstArrival)
    )
      best = turn;
  }
  return best?.owner ?? null;
}
