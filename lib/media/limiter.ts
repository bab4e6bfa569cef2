// A counting semaphore: at most `limit` tasks run at once, the rest wait in arrival order.
// Images use it so a long list cannot open dozens of sockets and starve the visible ones.

export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

export function createLimiter(limit: number): Limiter {
  let running = 0;
  const queue: (() => void)[] = [];

  return async (task) => {
    if (running >= limit) {
      // A finishing task hands its slot straight over, so `running` stays counted.
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await task();
    } finally {
      if (queue.length > 0) queue.shift()?.();
      else running -= 1;
    }
  };
}
