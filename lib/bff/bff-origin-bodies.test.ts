// Request bodies through the BFF to the real origin app over HTTP (issue 21): the two ends' limits
// agree, an oversized body costs nobody else a call, and a body that trickles in is cut off. With
// encryption on, every kind of call the BFF makes reaches the origin sealed (or, an upload, to an
// upload call), since the origin then refuses anything plain (issue 34).
import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DB_HOOK_TIMEOUT_MS } from '@/origin/test/test-db';

import type { BffConfig, BffEnv } from './env';
import { proxyRequest } from './proxy';
import { bffCall, startTestOrigin, type TestOrigin } from '@/test/test-origin';
import { bffUrl, testConfig, UA } from './bff.test-support';

const MiB = 1024 * 1024;

let origin: TestOrigin;
let config: BffConfig;
let alice: string;
let bob: string;

type Answer = { status: number; code: number; tip: string };

async function send(request: Request, bff: BffConfig = config): Promise<Answer> {
  const response = await proxyRequest(request, bff);
  const body = (await response.json()) as { code: number; tip: string };
  return { status: response.status, code: body.code, tip: body.tip };
}

async function guest(devID: string, bff: BffConfig = config): Promise<string> {
  const response = await proxyRequest(
    bffCall('login/guest', { body: JSON.stringify({ devID, affCode: '', token: '' }) }),
    bff,
  );
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A JSON object text of exactly `bytes` bytes. */
const padded = (bytes: number) => `{"pad":"${'x'.repeat(bytes - '{"pad":""}'.length)}"}`;

const userInfo = (token: string, body = '{}') => bffCall('user/info', { token, body });

function upload(token: string, fileBytes: number): Request {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(fileBytes)]), 'a.jpg');
  return new Request(bffUrl('/api/app/upload/img'), {
    method: 'POST',
    headers: { 'x-user-agent': UA, authorization: token },
    body: form,
  });
}

beforeAll(async () => {
  origin = await startTestOrigin();
  config = await testConfig(origin.url);
  alice = await guest('bodies-alice-0001');
  bob = await guest('bodies-bob-00001');
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => origin.close(), DB_HOOK_TIMEOUT_MS);

describe('JSON and multipart limits agree at both ends', () => {
  it('a client alternating a 300 kB body and {} to user/info gets 200 every time', async () => {
    const answers: number[] = [];
    for (let round = 0; round < 3; round++) {
      answers.push((await send(userInfo(alice, padded(300_000)))).status);
      answers.push((await send(userInfo(alice))).status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it.each([
    ['sealed', {}],
    ['plain', { START_ENCRYPT_HTTP: 'off' }],
  ] as const)(
    'the largest body the BFF forwards (1 MiB) is accepted by the origin, %s',
    async (label, env: BffEnv) => {
      // Plain bodies go to an origin with encryption off too: one that is on refuses them.
      const target =
        label === 'plain' ? await startTestOrigin({ startEncryptHttp: false }) : origin;
      try {
        const bff = await testConfig(target.url, env);
        const me = label === 'plain' ? await guest('bodies-plain-0001', bff) : alice;
        expect(await send(userInfo(me, padded(MiB)), bff)).toMatchObject({
          status: 200,
          code: 200,
        });
        // One byte more is the BFF's own refusal: the origin never hears of it.
        const served = target.log.length;
        expect(await send(userInfo(me, padded(MiB + 1)), bff)).toMatchObject({
          status: 413,
          code: 4000,
        });
        expect(target.log.length).toBe(served);
      } finally {
        if (target !== origin) await target.close();
      }
    },
    DB_HOOK_TIMEOUT_MS,
  );

  it('uploads up to the multipart limit reach the origin’s upload call', async () => {
    // Zeros named a.jpg: the origin read the whole body and its content check refused it (415).
    for (const bytes of [MiB, 20 * MiB - 4096]) {
      expect(await send(upload(alice, bytes))).toMatchObject({ status: 415, code: 4000 });
      expect((await send(userInfo(alice))).status).toBe(200);
    }
  });
});

describe('an oversized body costs nobody else a call', () => {
  /** Alice sends oversized requests while Bob makes ordinary calls, two at a time. */
  async function race(oversized: () => Request, bff: BffConfig) {
    const mine: number[] = [];
    const his: number[] = [];
    const alices = async () => {
      for (let i = 0; i < 3; i++) mine.push((await send(oversized(), bff)).status);
    };
    const bobs = async () => {
      for (let i = 0; i < 12; i++) his.push((await send(userInfo(bob), bff)).status);
    };
    await Promise.all([alices(), bobs(), bobs()]);
    return { mine, his };
  }

  it('JSON over the BFF’s limit: the BFF’s own 413, Bob unaffected', async () => {
    const { mine, his } = await race(() => userInfo(alice, padded(2 * MiB)), config);
    expect(new Set(mine)).toEqual(new Set([413]));
    expect(new Set(his)).toEqual(new Set([200]));
  }, 20_000);

  it('a BFF allowing more than the origin: the origin’s 413 closes its connection, Bob unaffected', async () => {
    // A misconfiguration (BFF_JSON_LIMIT_BYTES over the origin's limit) lets the body through.
    const loose = await testConfig(origin.url, { BFF_JSON_LIMIT_BYTES: String(4 * MiB) });
    const { mine, his } = await race(() => userInfo(alice, padded(2 * MiB)), loose);
    expect(new Set(mine)).toEqual(new Set([413]));
    expect(new Set(his)).toEqual(new Set([200]));
    expect(origin.log.some((l) => l.status === 413)).toBe(true);
  }, 20_000);

  it('an upload over the origin’s limit: refused, Bob unaffected', async () => {
    const loose = await testConfig(origin.url, { BFF_MULTIPART_LIMIT_BYTES: String(64 * MiB) });
    const { mine, his } = await race(() => upload(alice, 21 * MiB), loose);
    // The origin answers before the upload ends and closes: the BFF may see the answer or the
    // reset that follows it. Either way Alice gets an envelope and Bob is untouched.
    for (const status of mine) expect([413, 502]).toContain(status);
    expect(new Set(his)).toEqual(new Set([200]));
  }, 20_000);
});
describe('a JSON body that trickles in', () => {
  it('is refused with 408 after BFF_BODY_TIMEOUT_MS, and the origin never hears of it', async () => {
    const bff = await testConfig(origin.url, { BFF_BODY_TIMEOUT_MS: '300' });
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"pad":"'));
      },
      cancel() {
        cancelled = true;
      },
    });
    // A call no other test makes, so the origin's log shows whether it ever arrived.
    const request = new Request(bffUrl('/api/app/user/info/modify'), {
      method: 'POST',
      headers: { 'x-user-agent': UA, authorization: alice, 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    const answer = await send(request, bff);
    expect(answer.status).toBe(408);
    expect(answer.code).toBe(4000);
    expect(answer.tip).toMatch(/[\u4e00-\u9fff]/);
    expect(cancelled).toBe(true);
    expect(origin.log.some((l) => l.path === '/api/app/user/info/modify')).toBe(false);
  }, 5000);
});

describe('with encryption on, every kind of call the BFF makes is taken by the origin', () => {
  /** A one-chunk upload's §7 fields for `bytes`. */
  function chunkFields(bytes: Uint8Array): Record<string, string> {
    return {
      chunkNumber: '1',
      chunkSize: String(bytes.length),
      currentChunkSize: String(bytes.length),
      totalSize: String(bytes.length),
      identifier: `bff-sealed-${Date.now()}`,
      filename: 'a.jpg',
      relativePath: 'a.jpg',
      totalChunks: '1',
      checksum: createHash('sha256').update(bytes).digest('hex'),
    };
  }

  it('JSON, GET, an upload, a chunk and the chunk test: sealed or an upload, none refused', async () => {
    expect(config.encryptHttp).toBe(true);
    const bytes = new Uint8Array(512);
    const fields = chunkFields(bytes);
    const chunk = new FormData();
    for (const [k, v] of Object.entries(fields)) chunk.append(k, v);
    chunk.append('file', new Blob([bytes]), 'a.jpg');
    const from = origin.log.length;
    const answers = [
      await send(userInfo(alice)),
      await send(bffCall('ping/check')),
      await send(upload(alice, 1024)),
      await send(
        new Request(bffUrl('/api/app/upload/chunk'), {
          method: 'POST',
          headers: { 'x-user-agent': UA, authorization: alice },
          body: chunk,
        }),
      ),
      await send(bffCall(`upload/chunk?${new URLSearchParams(fields)}`, { token: alice })),
    ];
    // Each reached its call (the zeros are refused by the upload's own content check).
    for (const answer of answers) expect(answer.code).not.toBe(4001);
    expect(answers[0]).toMatchObject({ status: 200, code: 200 });
    expect(answers[1]).toMatchObject({ status: 200, code: 200 });
    const served = origin.log.slice(from);
    expect(served.map((l) => l.path)).toEqual([
      '/api/app/user/info',
      '/api/app/ping/check',
      '/api/app/upload/img',
      '/api/app/upload/chunk',
      '/api/app/upload/chunk',
    ]);
    expect(served.every((l) => l.encrypted === true)).toBe(true);
  });
});
