// Tickets of game/login (docs/game-api.md): `<user id>.<expiry>.<sig>`, sig = the first 32 hex of
// HMAC-SHA256(game key, '<user id>.<expiry>'). The game centre is a page a frame loads, so the
// ticket rides in its query; it names the user and expires after GAME_TICKET_SECONDS.
import { createHmac, timingSafeEqual } from 'node:crypto';

import { GAME_TICKET_SECONDS } from '@/lib/domain/game/game';

const SIG_HEX = 32;
const TICKET_RE = new RegExp(`^([1-9][0-9]{0,9})\\.([1-9][0-9]{0,9})\\.([0-9a-f]{${SIG_HEX}})$`);

export type GameTicketCheck =
  { ok: true; userId: number } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export type GameTickets = {
  /** A ticket for the user, and its expiry in unix seconds. */
  issue(userId: number): { ticket: string; expiresAt: number };
  verify(ticket: string | null | undefined): GameTicketCheck;
};

/** Its own key derived from SIGN_KEY: a ticket never signs an API call or a CDN link. */
function deriveGameKey(signKey: string): Buffer {
  if (signKey.length === 0) throw new Error('SIGN_KEY is empty');
  return createHmac('sha256', signKey).update('game-ticket').digest();
}

/** @param now milliseconds since the epoch (the app clock, movable in tests) */
export function createGameTickets(signKey: string, now: () => number): GameTickets {
  const key = deriveGameKey(signKey);
  const mac = (text: string) =>
    createHmac('sha256', key).update(text).digest('hex').slice(0, SIG_HEX);
  return {
    issue(userId) {
      const expiresAt = Math.floor(now() / 1000) + GAME_TICKET_SECONDS;
      return { ticket: `${userId}.${expiresAt}.${mac(`${userId}.${expiresAt}`)}`, expiresAt };
    },
    verify(ticket) {
      const m = typeof ticket === 'string' ? TICKET_RE.exec(ticket) : null;
      if (!m) return { ok: false, reason: 'malformed' };
      const [, user, expiry, sig] = m as unknown as [string, string, string, string];
      const expected = Buffer.from(mac(`${user}.${expiry}`));
      if (!timingSafeEqual(expected, Buffer.from(sig))) return { ok: false, reason: 'signature' };
      if (Number(expiry) * 1000 <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, userId: Number(user) };
    },
  };
}
