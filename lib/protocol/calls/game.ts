// The Game call of §7 (docs/game-api.md): a link into the game centre for the caller.
import { GAME_TICKET_SECONDS } from '@/lib/domain/game/game';

import { defineCall } from '../call';
import { payload } from '../fields';
import { gameLogin } from '../shapes/game';

export const GAME_CALLS = [
  defineCall('game/login', {
    area: 'Game',
    access: 'secure',
    request: payload({}),
    response: gameLogin,
    note: `a link into the game centre with a ticket for the caller, valid ${GAME_TICKET_SECONDS / 60} minutes (the origin serves a demo centre at /games/)`,
  }),
] as const;
