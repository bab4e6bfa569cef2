// GET /cdn/img/u/<id>-<token>.<ext> – pictures users uploaded (avatars, feedback), from the
// database (services/user-images.ts). Public like the rest of the IMAGE line, but a path is
// unguessable; a replaced avatar gets a new path, so each can be cached for good.
import { Hono } from 'hono';

import { CODES } from '@/lib/protocol/codes';

import type { Db } from '../db/client';
import { loadUserImage } from '../services/user-images';
import { CORS_HEADERS, IMAGE_NOT_FOUND_TIP } from './cdn';

export function createUserImageRoutes(db: Db): Hono {
  const app = new Hono();
  app.get('/cdn/img/u/:name', async (c) => {
    const image = await loadUserImage(db, `u/${c.req.param('name')}`);
    if (!image) {
      return c.json(
        { code: CODES.notFound, data: null, tip: IMAGE_NOT_FOUND_TIP, msg: 'not_found' },
        404,
        { ...CORS_HEADERS, 'cache-control': 'no-store' },
      );
    }
    return c.body(new Uint8Array(image.bytes), 200, {
      ...CORS_HEADERS,
      'content-type': image.mime,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });
  return app;
}
