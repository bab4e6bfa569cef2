// The HTTP status of hop 1 (BFF → browser): a refusal is an answer (200), a failure of the
// request keeps its status, and the chunk target's statuses are its answer (docs/protocol.md).
import { describe, expect, it } from 'vitest';

import { browserStatus } from './call';
import { callNamed } from './call-table';

const plain = { expects: [], relaysStatus: false } as const;

describe('browserStatus', () => {
  it.each([
    [1000, 401],
    [4000, 400],
    [4010, 402],
    [4030, 403],
    [4040, 404],
    [6004, 403],
    [6015, 403],
  ])('a refusal %i sent as %i by the origin reaches the browser as 200', (code, status) => {
    expect(browserStatus(plain, code, status)).toBe(200);
  });

  it.each([
    [4001, 401],
    [4290, 429],
    [5000, 500],
    [5020, 502],
    [5040, 504],
  ])('a failure of the request %i keeps HTTP %i', (code, status) => {
    expect(browserStatus(plain, code, status)).toBe(status);
  });

  it('a refusal code under another status (a body too large, too slow) keeps that status', () => {
    expect(browserStatus(plain, 4000, 413)).toBe(413);
    expect(browserStatus(plain, 4000, 408)).toBe(408);
  });

  it('success keeps the status it came with', () => {
    expect(browserStatus(plain, 200, 200)).toBe(200);
  });

  it('a code the call expects is 200 whatever the origin sent', () => {
    expect(browserStatus({ expects: [4030], relaysStatus: false }, 4030, 403)).toBe(200);
  });

  it('the chunk target relays every status: the uploader reads them (§5)', () => {
    const chunk = callNamed('upload/chunk');
    const test = callNamed('upload/chunk:test');
    expect(chunk.relaysStatus).toBe(true);
    expect(test.relaysStatus).toBe(true);
    expect(browserStatus(chunk, 4000, 415)).toBe(415);
    expect(browserStatus(chunk, 4000, 400)).toBe(400);
    expect(browserStatus(chunk, 4040, 404)).toBe(404);
    expect(browserStatus(chunk, 1000, 401)).toBe(401);
    expect(browserStatus(chunk, 200, 201)).toBe(201);
    expect(browserStatus(test, 1000, 401)).toBe(401);
    expect(callNamed('login/account/login').relaysStatus).toBe(false);
  });
});
