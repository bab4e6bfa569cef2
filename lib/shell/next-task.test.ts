import { describe, expect, it } from 'vitest';

import { nextTask } from './next-task';

describe('nextTask', () => {
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
});
