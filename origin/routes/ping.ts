// Ping calls (§7 "Ping"): announcement, check, config, contact.
import { CONFIG_VERSION } from '@/lib/domain/constants';

import type { RouteDef, RouteDeps } from '../http/context';
import { reply } from '../http/context';
import { announcementList, configValues, serverConfig } from '../services/platform-config';

export function pingRoutes(deps: RouteDeps): RouteDef[] {
  const { db, config, now } = deps;
  return [
    {
      // POST /api/app/ping/announcement – the enabled announcements, in display order
      method: 'POST',
      path: 'ping/announcement',
      auth: 'public',
      handler: async (c) => reply(c, { list: await announcementList(db) }),
    },
    {
      // GET /api/app/ping/check – liveness plus the server clock; a dead token answers 1000
      method: 'GET',
      path: 'ping/check',
      auth: 'token-if-present',
      handler: (c) =>
        reply(c, { ok: true, serverTime: Math.floor(now() / 1000), version: CONFIG_VERSION }),
    },
    {
      // GET /api/app/ping/config – the server config of §3 (loaded before the first guest login)
      method: 'GET',
      path: 'ping/config',
      auth: 'token-if-present',
      handler: async (c) => reply(c, await serverConfig(db, config, now())),
    },
    {
      // GET /api/app/ping/contact – customer service and official group contacts
      method: 'GET',
      path: 'ping/contact',
      auth: 'token-if-present',
      handler: async (c) => reply(c, (await configValues(db, ['contact'])).contact ?? {}),
    },
  ];
}
