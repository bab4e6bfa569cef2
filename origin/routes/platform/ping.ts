// Ping calls (§7 "Ping"): announcement, check, config, contact.
import { CONFIG_VERSION } from '@/lib/domain/platform/constants';

import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { announcementList, configValues, serverConfig } from '../../services/platform/config';

export function pingHandlers(deps: RouteDeps): Handlers {
  const { db, config, now } = deps;
  return {
    // POST /api/app/ping/announcement – the enabled announcements, in display order
    'ping/announcement': async () => ({ list: await announcementList(db) }),
    // GET /api/app/ping/check – liveness plus the server clock; a dead token answers 1000
    'ping/check': () => ({
      ok: true as const,
      serverTime: Math.floor(now() / 1000),
      version: CONFIG_VERSION,
    }),
    // GET /api/app/ping/config – the server config of §3 (loaded before the first guest login)
    'ping/config': () => serverConfig(db, config, now()),
    // GET /api/app/ping/contact – customer service and official group contacts
    'ping/contact': async () => contactOf(await configValues(db, ['contact'])),
  };
}

function contactOf(values: Record<string, unknown>): Record<string, unknown> {
  const contact = values.contact;
  return contact && typeof contact === 'object' ? (contact as Record<string, unknown>) : {};
}
