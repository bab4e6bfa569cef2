// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { tokenAtom } from '@/lib/state/session-atoms';
import { getAppStore } from '@/lib/state/store';

import { postKeepalive } from './keepalive-post';

type Sent = { url: string; init: RequestInit };

let sent: Sent[];
let answer: () => Promise<Response>;

beforeEach(() => {
  sent = [];
  answer = async () =>
    new Response(JSON.stringify({ code: 200, data: { credited: 5 }, tip: '', msg: '' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer();
  });
  getAppStore().set(tokenAtom, 'tok-keep');
});

afterEach(() => {
  vi.unstubAllGlobals();
  getAppStore().set(tokenAtom, null);
});

describe('postKeepalive', () => {
  it('sends at once, with keepalive, the token and the JSON body, and reads the envelope', async () => {
    const pending = postKeepalive('user/online/time', { seconds: 5 });
    // Already sent before anything was awaited: a pagehide listener gets it out in time.
    expect(sent).toHaveLength(1);
    const { url, init } = sent[0]!;
    expect(url).toBe('/api/app/user/online/time');
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('tok-keep');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-User-Agent']).toMatch(/^dt=/);
    expect(JSON.parse(init.body as string)).toEqual({ seconds: 5 });
    await expect(pending).resolves.toMatchObject({ code: 200, data: { credited: 5 } });
  });

  it('resolves null when no answer came, and never rejects', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(postKeepalive('user/online/time', { seconds: 5 })).resolves.toBeNull();
    vi.stubGlobal('fetch', () => {
      throw new TypeError('keepalive quota');
    });
    await expect(postKeepalive('user/online/time', { seconds: 5 })).resolves.toBeNull();
  });

  it('sends nothing without a token', async () => {
    getAppStore().set(tokenAtom, null);
    await expect(postKeepalive('media/trackList', { id: 1, position: 3 })).resolves.toBeNull();
    expect(sent).toEqual([]);
  });
});
