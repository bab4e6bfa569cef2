// GET /healthz: the process is up and its database answers (load balancers, the worker role's
// only route). 200 {"ok":true,"role":…}, or 503 when the database does not answer.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';

import type { OriginRole } from '../../config';
import type { Db } from '../../db/client';

export const HEALTH_PATH = '/healthz';

export function createHealthRoutes(db: Db, role: OriginRole): Hono {
  const app = new Hono();
  app.get(HEALTH_PATH, async (c) => {
    try {
      await db.execute(sql`SELECT 1`);
      return c.json({ ok: true, role });
    } catch {
      return c.json({ ok: false, role, tip: '数据库暂时不可用' }, 503);
    }
  });
  return app;
}
