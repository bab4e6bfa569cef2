// GET /healthz: what a load balancer (and the worker role's only route) answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { createHealthRoutes } from './healthz';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb({ seed: false });
  h = await createHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

describe('GET /healthz', () => {
  it('answers 200 with the role, unsigned, on the origin', async () => {
    const res = await h.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, role: 'all' });
  });

  it('is the worker’s whole app: anything else is 404', async () => {
    const worker = createHealthRoutes(tdb.db, 'worker');
    expect(await (await worker.request('/healthz')).json()).toEqual({ ok: true, role: 'worker' });
    expect((await worker.request('/api/app/ping/config')).status).toBe(404);
  });
});
