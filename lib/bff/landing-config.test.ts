import { describe, expect, it, vi } from 'vitest';

import { landingConfig } from './landing-config';

// The wait around the cached fetch (the fetch itself runs against a real origin process in
// bff-origin.test.ts; the cache is Next's, exercised by the e2e runs): no page waits on a slow
// origin, and a failure is null, never an error page.

const CONFIG = { theme: 4, domain: [] };

describe('landingConfig', () => {
  it('answers the config when it comes in time', async () => {
    expect(await landingConfig({ load: async () => ({ ...CONFIG }) })).toEqual(CONFIG);
  });

  it('gives up waiting after waitMs: the page loads the config itself', async () => {
    const load = vi.fn(() => new Promise<Record<string, unknown>>(() => undefined));
    const started = Date.now();
    expect(await landingConfig({ load, waitMs: 20 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('turns a failure into null', async () => {
    expect(await landingConfig({ load: () => Promise.reject(new Error('down')) })).toBeNull();
  });
});
