// The image store's batched touches: marking an image used gathers for a moment and is then
// written in one transaction, so reads never wait on a write.
import type { ImageTableHandle } from './image-store-table';

export type Touch = [src: string, lastUsed: number];

export interface TouchBatchOptions {
  now: () => number;
  delayMs: number;
  /** False once the store is off: touches are then dropped. */
  isAvailable: () => boolean;
  /** Writes the touches taken by a flush. */
  write: (touches: Touch[]) => Promise<void>;
}

export interface TouchBatch {
  touch(src: string): void;
  /** Takes the pending touches (a put writes them in its own transaction). */
  take(): Touch[];
  forget(src: string): void;
  flush(): Promise<void>;
}

export async function writeTouches(t: ImageTableHandle, touches: Touch[]): Promise<void> {
  // update() of a key that is gone (evicted meanwhile) is a no-op, as it should be.
  for (const [src, lastUsed] of touches) await t.update(src, { lastUsed });
}

export function createTouchBatch(options: TouchBatchOptions): TouchBatch {
  const pending = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  function take(): Touch[] {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const touches = [...pending];
    pending.clear();
    return touches;
  }

  async function flush(): Promise<void> {
    const touches = take();
    if (touches.length === 0) return;
    await options.write(touches);
  }

  return {
    touch(src) {
      if (!options.isAvailable()) return;
      pending.set(src, options.now());
      timer ??= setTimeout(() => void flush(), options.delayMs);
    },
    take,
    forget(src) {
      pending.delete(src);
    },
    flush,
  };
}
