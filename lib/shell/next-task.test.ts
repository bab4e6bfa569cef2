import { afterEach, describe, expect, it, vi } from 'vitest';

import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('settles after the current task and its microtasks, not within them', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await task;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('yields through scheduler.yield where the browser has it', async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });
});
