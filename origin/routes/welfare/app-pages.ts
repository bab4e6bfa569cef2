// GET /apps/<slug> – the origin's own page for a recommended app whose stored link is that path
// (docs/welfare-api.md "App links"); 404 with the tip for an unknown or withdrawn one.
import { randomBytes } from 'node:crypto';

import { Hono } from 'hono';

import { APP_PAGE_PREFIX, isAppPagePath } from '@/lib/domain/platform/app-links';
import { TIP_APP_NOT_FOUND } from '@/lib/domain/welfare/welfare';

import { renderAppMissing, renderAppPage } from '../../apps/app-page';
import type { Db } from '../../db/client';
import type { OriginEnv } from '../../http/context';
import { appAtPage } from '../../services/welfare/recommended-apps';

function headers(nonce: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'`,
    'cache-control': 'no-cache',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

export function createAppPageRoutes(db: Db): Hono<OriginEnv> {
  const app = new Hono<OriginEnv>();
  app.get(`${APP_PAGE_PREFIX}:slug`, async (c) => {
    const nonce = randomBytes(16).toString('base64');
    const path = `${APP_PAGE_PREFIX}${c.req.param('slug')}`;
    const found = isAppPagePath(path) ? await appAtPage(db, path) : null;
    if (!found) return c.body(renderAppMissing(TIP_APP_NOT_FOUND, nonce), 404, headers(nonce));
    return c.body(renderAppPage(found, nonce), 200, headers(nonce));
  });
  return app;
}
