import { describe, expect, it, vi } from 'vitest';

import { chunkLoader } from './chunk-loader';

describe('chunkLoader', () => {
  it('begins the import after the current task and its microtasks, not within them', async () => {
    const load = vi.fn(async () => 'code');
    const loader = chunkLoader(load);
    const done = loader();
    await Promise.resolve();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await expect(done).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('imports once for every caller', async () => {
    const load = vi.fn(async () => 'code');
    const loader = chunkLoader(load);
    const [a, b] = await Promise.all([loader(), loader()]);
    expect([a, b, await loader()]).toEqual(['code', 'code', 'code']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('imports again after a failure, and keeps what then arrives', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue('code');
    const loader = chunkLoader(load);
    await expect(loader()).rejects.toThrow('chunk failed');
    await expect(loader()).resolves.toBe('code');
    await expect(loader()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
