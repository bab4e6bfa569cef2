// Game calls (§7 Game: login; docs/game-api.md) and the demo game centre its link opens.
import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { Hono } from 'hono';

import { displayName } from '@/lib/domain/account/display-name';
import { TIP_GAME_TICKET_EXPIRED } from '@/lib/domain/game/game';

import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { renderGameCentre, renderTicketRefused } from '../../games/game-centre-page';
import type { OriginEnv, RouteDeps } from '../../http/context';
import { forbidden } from '../../http/envelope';
import type { Handlers } from '../../http/route';
import { createGameTickets, type GameTickets } from '../../services/game/tickets';

export const GAME_CENTRE_PATH = '/games/';

export function gameHandlers(deps: RouteDeps): Handlers {
  const base = deps.config.publicUrl.replace(/\/+$/, '');
  // Stateless: the centre's route checks with its own instance over the same derived key.
  const tickets = createGameTickets(deps.config.signKey, () => deps.now());
  return {
    // POST /api/app/game/login – a link into the game centre with a ticket for the caller
    'game/login': ({ session }) => {
      if (session.kind === 'service') throw forbidden('服务身份不能调用此接口');
      const { ticket, expiresAt } = tickets.issue(session.userId);
      return { url: `${base}${GAME_CENTRE_PATH}?ticket=${ticket}`, expiresAt };
    },
  };
}

function headers(nonce: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src data:; base-uri 'none'; form-action 'none'`,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

/** GET /games/?ticket= – the centre for the ticket's user; 403 for a missing, forged or old one. */
export function createGameCentreRoutes(db: Db, tickets: GameTickets): Hono<OriginEnv> {
  const app = new Hono<OriginEnv>();
  app.get(GAME_CENTRE_PATH, async (c) => {
    const nonce = randomBytes(16).toString('base64');
    const check = tickets.verify(c.req.query('ticket'));
    const [user] = check.ok
      ? await db
          .select({ id: users.id, nickname: users.nickname })
          .from(users)
          .where(eq(users.id, check.userId))
      : [];
    if (!user)
      return c.body(renderTicketRefused(TIP_GAME_TICKET_EXPIRED, nonce), 403, headers(nonce));
    return c.body(renderGameCentre(displayName(user), nonce), 200, headers(nonce));
  });
  return app;
}
