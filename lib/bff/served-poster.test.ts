// The players' served-poster step: which page requests get a read, and what the page receives.
// The request's headers and the visitor's budget (served-read-budget, tested on its own) are
// given here as a page request would have them.
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { servedPoster, type PageRequest } from './served-poster';

function pageRequest(dest: string, withinBudget = true): PageRequest {
  return {
    headers: async () => new Headers({ 'sec-fetch-dest': dest }),
    mayRead: async () => withinBudget,
  };
}

describe('servedPoster', () => {
  const read = vi.fn(async (id: number) => `/vcovers/v-${id}.jpg`);
  beforeEach(() => read.mockClear());

  it('reads the cover of a document load and gives the page its id and path', async () => {
    expect(await servedPoster('10014', read, pageRequest('document'))).toEqual({
      id: 10014,
      src: '/vcovers/v-10014.jpg',
    });
    expect(read).toHaveBeenCalledWith(10014);
  });

  it('reads nothing for a move inside the app, a bad id or a visitor past the budget', async () => {
    expect(await servedPoster('10014', read, pageRequest('empty'))).toBeNull();
    for (const bad of [undefined, 'abc', '-3', ['1', '2']])
      expect(await servedPoster(bad, read, pageRequest('document'))).toBeNull();
    expect(await servedPoster('10014', read, pageRequest('document', false))).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  it('is null when the read is late or fails', async () => {
    expect(await servedPoster('7', async () => null, pageRequest('document'))).toBeNull();
  });
});
