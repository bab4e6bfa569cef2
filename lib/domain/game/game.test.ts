import { describe, expect, it } from 'vitest';

import { gameFrameSandbox, isGameUrl } from './game';

describe('game links', () => {
  it('lets a game on another origin keep its storage, never one on the app’s own', () => {
    const app = 'http://localhost:3000';
    expect(gameFrameSandbox('http://localhost:4000/games/?ticket=x', app)).toBe(
      'allow-scripts allow-same-origin',
    );
    expect(gameFrameSandbox('http://localhost:3000/games/?ticket=x', app)).toBe('allow-scripts');
    expect(gameFrameSandbox('not a url', app)).toBe('allow-scripts');
  });

  it('opens http(s) links only', () => {
    expect(isGameUrl('https://games.example.com/?t=1')).toBe(true);
    expect(isGameUrl('javascript:alert(1)')).toBe(false);
    expect(isGameUrl('data:text/html,hi')).toBe(false);
    expect(isGameUrl('/games/')).toBe(false);
  });
});
