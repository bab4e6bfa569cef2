// GET /api/health – the origin's health for a load balancer or a supervisor (docs/deploy.md), on
// every role (the worker's whole app): 200 with the role while its database answers, 503
// otherwise. No session, nothing cached.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';

import type { OriginRole } from '../../config';
import type { Db } from '../../db/client';

export const ORIGIN_HEALTH_PATH = '/api/health';

export function createHealthRoutes(db: Db, role: OriginRole): Hono {
  const app = new Hono();
  app.get(ORIGIN_HEALTH_PATH, async (c) => {
    const headers = { 'cache-control': 'no-store' };
    try {
      await db.execute(sql`SELECT 1`);
      return c.json({ code: 200, data: { ok: true, role }, tip: '', msg: 'ok' }, 200, headers);
    } catch {
      return c.json({ code: 503, data: null, tip: '服务暂不可用', msg: 'database' }, 503, headers);
    }
  });
  return app;
}
