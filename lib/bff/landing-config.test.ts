import { afterEach, describe, expect, it, vi } from 'vitest';

import { LANDING_CONFIG_TTL_MS, landingConfig, resetLandingConfig } from './landing-config';

// The cache and the wait around the real fetch (which bff-origin.test.ts runs against a real
// origin process): one call serves every page for a while, and no page waits on a slow origin.

afterEach(() => {
  resetLandingConfig();
  vi.useRealTimers();
});

const CONFIG = { theme: 4, domain: [] };

describe('landingConfig', () => {
  it('asks once for many pages rendered at the same time, and again after the TTL', async () => {
    let now = 1_000;
    const fetch = vi.fn(async () => ({ ...CONFIG }));
    const options = { fetch, now: () => now };
    const pages = await Promise.all([1, 2, 3].map(() => landingConfig('ua', options)));
    expect(pages).toEqual([CONFIG, CONFIG, CONFIG]);
    expect(fetch).toHaveBeenCalledTimes(1);
    now += LANDING_CONFIG_TTL_MS - 1;
    await landingConfig('ua', options);
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 2;
    await landingConfig('ua', options);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up waiting after waitMs (the page loads the config itself), and caches the late answer', async () => {
    let finish: (value: Record<string, unknown>) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Record<string, unknown>>((r) => (finish = r)));
    expect(await landingConfig('ua', { fetch, waitMs: 5 })).toBeNull();
    finish(CONFIG);
    await new Promise((r) => setTimeout(r, 0));
    expect(await landingConfig('ua', { fetch, waitMs: 5 })).toEqual(CONFIG);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('caches neither a refusal nor a failure', async () => {
    const fetch = vi
      .fn<() => Promise<Record<string, unknown> | null>>()
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(new Error('ECONNREFUSED'))
      .mockResolvedValueOnce(CONFIG);
    expect(await landingConfig('ua', { fetch })).toBeNull();
    expect(await landingConfig('ua', { fetch })).toBeNull();
    expect(await landingConfig('ua', { fetch })).toEqual(CONFIG);
  });
});
