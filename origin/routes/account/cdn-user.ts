// GET /cdn/img/u/<id>-<token>.<ext> – pictures users uploaded (avatars, feedback), from the
// database (services/account/user-images.ts). Public like the rest of the IMAGE line, but a path is
// unguessable; a replaced avatar gets a new path, so each can be cached for good.
import { Hono } from 'hono';

import type { Db } from '../../db/client';
import { loadUserImage } from '../../services/account/user-images';
import { CORS_HEADERS } from '../platform/cdn';

export function createUserImageRoutes(db: Db): Hono {
  const app = new Hono();
  app.get('/cdn/img/u/:name', async (c, next) => {
    const image = await loadUserImage(db, `u/${c.req.param('name')}`);
    // Not one of ours: the community's uploaded pictures share the folder (routes/platform/cdn.ts).
    if (!image) return next();
    return c.body(new Uint8Array(image.bytes), 200, {
      ...CORS_HEADERS,
      'content-type': image.mime,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });
  return app;
}
