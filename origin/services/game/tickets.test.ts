import { describe, expect, it } from 'vitest';

import { GAME_TICKET_SECONDS } from '@/lib/domain/game/game';

import { createGameTickets } from './tickets';

describe('game tickets', () => {
  let ms = Date.parse('2026-11-26T10:00:00Z');
  const tickets = createGameTickets('game-test-key', () => ms);

  it('names its user until it expires', () => {
    const { ticket, expiresAt } = tickets.issue(100123);
    expect(expiresAt).toBe(ms / 1000 + GAME_TICKET_SECONDS);
    expect(tickets.verify(ticket)).toEqual({ ok: true, userId: 100123 });
    ms += (GAME_TICKET_SECONDS - 1) * 1000;
    expect(tickets.verify(ticket).ok).toBe(true);
    ms += 1000;
    expect(tickets.verify(ticket)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another user, a later expiry, another key and garbage', () => {
    const { ticket } = tickets.issue(100123);
    const [user, expiry, sig] = ticket.split('.') as [string, string, string];
    expect(tickets.verify(`100124.${expiry}.${sig}`)).toEqual({ ok: false, reason: 'signature' });
    expect(tickets.verify(`${user}.${Number(expiry) + 600}.${sig}`).ok).toBe(false);
    const other = createGameTickets('another-key', () => ms);
    expect(other.verify(ticket)).toEqual({ ok: false, reason: 'signature' });
    for (const bad of [undefined, '', 'x.y.z', `${ticket}0`, `0.${expiry}.${sig}`]) {
      expect(tickets.verify(bad)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
