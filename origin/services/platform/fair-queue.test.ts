// The fair queue's order, with jobs the test finishes by hand: at most `slots` at once, one per
// owner, the owner served least recently first, each owner's jobs in their order.
import { describe, expect, it } from 'vitest';

import { silentLogger } from '../../logger';
import { fairQueue } from './fair-queue';

function recorder(slots: number) {
  const queue = fairQueue(silentLogger(), Promise.resolve(), slots);
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const push = (owner: string, name: string) =>
    queue.push(owner, name, async () => {
      started.push(name);
      await new Promise<void>((resolve) => finish.set(name, resolve));
    });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  const done = async (name: string) => {
    finish.get(name)!();
    await tick();
    await tick();
  };
  return { queue, started, push, done, tick };
}

describe('fairQueue', () => {
  it('runs a second owner beside the first, whose next job waits for its turn', async () => {
    const q = recorder(2);
    q.push('a', 'a1');
    q.push('a', 'a2');
    q.push('a', 'a3');
    q.push('b', 'b1');
    await q.tick();
    expect(q.started).toEqual(['a1', 'b1']);
    await q.done('b1');
    expect(q.started).toEqual(['a1', 'b1']);
    await q.done('a1');
    expect(q.started).toEqual(['a1', 'b1', 'a2']);
  });

  it('takes owners in turn on one slot, a newcomer before the owner just served', async () => {
    const q = recorder(1);
    q.push('a', 'a1');
    q.push('a', 'a2');
    q.push('b', 'b1');
    q.push('b', 'b2');
    await q.tick();
    q.push('c', 'c1');
    for (const name of ['a1', 'b1', 'c1', 'a2']) await q.done(name);
    expect(q.started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2']);
    await q.done('b2');
    expect(q.queue.busy).toBe(false);
  });

  it('goes on after a failed job, and wait() resolves once all are done', async () => {
    const queue = fairQueue(silentLogger(), Promise.resolve(), 1);
    const ran: string[] = [];
    queue.push('a', 'bad', async () => {
      throw new Error('boom');
    });
    queue.push('a', 'good', async () => {
      ran.push('good');
    });
    await queue.wait();
    expect(ran).toEqual(['good']);
    expect(queue.busy).toBe(false);
  });
});
