// The address the origin's per-IP limits see (issue 21): browsers on their own loopback
// addresses, through the web tier as Next runs the BFF, to the origin app over HTTP. With no
// trusted proxy it is the socket's peer whatever X-Forwarded-For says; with N it is the Nth
// entry from the right of X-Forwarded-For.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DB_HOOK_TIMEOUT_MS } from '@/origin/test/test-db';

import { SOCKET_HEADER } from './node-request-hook';
import { proxyRequest } from './proxy';
import { startTestOrigin, type TestOrigin } from '@/test/test-origin';
import { testConfig, UA } from './bff.test-support';
import { sendFrom, startWebTier, type WebTier } from './web-tier.test-support';

const GUESTS_PER_IP = 3;

let origin: TestOrigin;
const tiers: Record<number, WebTier> = {};
let device = 0;

beforeAll(async () => {
  origin = await startTestOrigin({ guestPerIpPerMinute: GUESTS_PER_IP });
  for (const hops of [0, 1, 2]) {
    const config = await testConfig(origin.url, { BFF_TRUSTED_PROXY_HOPS: String(hops) });
    tiers[hops] = await startWebTier((request) => proxyRequest(request, config));
  }
}, DB_HOOK_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all(Object.values(tiers).map((tier) => tier.close()));
  await origin.close();
}, DB_HOOK_TIMEOUT_MS);

/** A first guest login of a new device, from `from`, with extra headers; its code. */
async function newGuest(hops: number, from: string, headers: Record<string, string> = {}) {
  const devID = `client-ip-device-${++device}`;
  const sent = await sendFrom(from, `${tiers[hops]!.url}/api/app/login/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-user-agent': UA, ...headers },
    body: JSON.stringify({ devID, affCode: '', token: '' }),
  });
  return (JSON.parse(sent.body) as { code: number }).code;
}

/** The address the origin logged for the last request it served. */
const lastSeen = () => origin.log.at(-1)?.ip;

describe('no trusted proxy (BFF_TRUSTED_PROXY_HOPS=0)', () => {
  it('a forged X-Forwarded-For buys no new guest accounts: 6015 after the limit', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= GUESTS_PER_IP + 2; i++) {
      codes.push(await newGuest(0, '127.0.0.2', { 'x-forwarded-for': `198.51.100.${i}` }));
      expect(lastSeen()).toBe('127.0.0.2');
    }
    expect(codes).toEqual([200, 200, 200, 6015, 6015]);
    // Another address has a budget of its own.
    expect(await newGuest(0, '127.0.0.3', { 'x-forwarded-for': '198.51.100.1' })).toBe(200);
    expect(lastSeen()).toBe('127.0.0.3');
  });

  it('a client cannot send the socket address the hook records either', async () => {
    await newGuest(0, '127.0.0.5', { [SOCKET_HEADER]: '0123456789abcdef 203.0.113.5' });
    expect(lastSeen()).toBe('127.0.0.5');
  });

  it('a request that did not come through the hook carries no address, never a forged one', async () => {
    const config = await testConfig(origin.url);
    const request = new Request('http://bff.internal/api/app/ping/check', {
      headers: { 'x-user-agent': UA, 'x-forwarded-for': '198.51.100.9' },
    });
    expect((await proxyRequest(request, config)).status).toBe(200);
    // No x-real-ip: the origin counts the BFF's own connection.
    expect(lastSeen()).toBe('127.0.0.1');
  });
});

describe('behind trusted proxies', () => {
  const chain = { 'x-forwarded-for': '203.0.113.9, 198.51.100.20' };

  it('one: the rightmost X-Forwarded-For entry, the one that proxy appended', async () => {
    await newGuest(1, '127.0.0.6', chain);
    expect(lastSeen()).toBe('198.51.100.20');
  });

  it('two: the second from the right', async () => {
    await newGuest(2, '127.0.0.6', chain);
    expect(lastSeen()).toBe('203.0.113.9');
  });

  it('no header at all: Next writes the socket address, which is then the entry', async () => {
    await newGuest(1, '127.0.0.7');
    expect(lastSeen()).toBe('127.0.0.7');
  });
});
