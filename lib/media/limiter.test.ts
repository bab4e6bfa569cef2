import { describe, expect, it } from 'vitest';

import { createLimiter } from './limiter';

describe('createLimiter', () => {
  it('runs at most `limit` tasks at once, in arrival order, and passes results and errors on', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) =>
      limit(async () => {
        running += 1;
        peak = Math.max(peak, running);
        order.push(n);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (n === 3) throw new Error('three');
        return n;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(task));
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'x'))).toEqual([
      1,
      2,
      'x',
      4,
      5,
    ]);
    // The slots were all given back.
    expect(await Promise.all([limit(async () => 'a'), limit(async () => 'b')])).toEqual(['a', 'b']);
  });
});
