// Answer shape of game/login (docs/game-api.md).
import * as v from 'valibot';

export const gameLogin = v.object({
  /** The game centre, absolute, with a ticket for the caller (GAME_TICKET_SECONDS). */
  url: v.string(),
  /** Unix seconds: the link does not open after this. */
  expiresAt: v.number(),
});

export type GameLogin = v.InferOutput<typeof gameLogin>;
