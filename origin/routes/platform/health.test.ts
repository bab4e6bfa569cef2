// GET /api/health through the real app: what a load balancer's check sees, on every role.
import { describe, expect, it } from 'vitest';

import { createHarness } from '../../test/harness';
import { openTestDb } from '../../test/test-db';
import { createHealthRoutes } from './health';

describe('GET /api/health', () => {
  it('answers 200 while the database answers, 503 (never a stack trace) once it is gone', async () => {
    const tdb = await openTestDb();
    const h = await createHarness(tdb.db);
    const up = await h.app.request('/api/health');
    expect(up.status).toBe(200);
    expect(up.headers.get('cache-control')).toBe('no-store');
    expect(await up.json()).toMatchObject({ code: 200, data: { ok: true, role: 'all' } });
    await tdb.close();
    const down = await h.app.request('/api/health');
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(await down.json()).toMatchObject({ code: 503, tip: '服务暂不可用' });
  }, 60_000);

  it('is the worker’s whole app: anything else is 404', async () => {
    const tdb = await openTestDb({ seed: false });
    try {
      const worker = createHealthRoutes(tdb.db, 'worker');
      const res = await worker.request('/api/health');
      expect(await res.json()).toMatchObject({ data: { ok: true, role: 'worker' } });
      expect((await worker.request('/api/app/ping/config')).status).toBe(404);
    } finally {
      await tdb.close();
    }
  }, 60_000);
});
