// The BFF's added latency to the first streamed chunk (issue 38): AI女友's reply
// (aiGirlfriend/chat, docs/protocol.md "Streaming") asked through the BFF and from the origin
// directly (signed and sealed here as the BFF does it), 50 of each, interleaved (the order
// alternating), each read to its end before the next (one open reply per user). Timed from the
// request's start to the first byte of its first `chunk` event; the origin's own work before the
// first piece (the 积分 check, the claim, the demo provider's first piece) is in both.
import { createCipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

import { UA, guestToken } from './bff.mjs';

const RUNS = Number(process.env.BENCH_STREAM_RUNS ?? 50);
const PATH = 'aiGirlfriend/chat';
const MESSAGES = ['今天有点累', '周末去哪玩好呢？', '给我讲个笑话吧', '晚安', '你喜欢下雨天吗？'];

/** A new account with 尊享包's 1500 积分 (100 钻石 from the WELCOME100 兑换码). */
async function member(webUrl) {
  const guest = await guestToken(webUrl);
  const call = async (token, path, body) => {
    const res = await fetch(`${webUrl}/api/app/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token, 'x-user-agent': UA },
      body: JSON.stringify(body),
    });
    const answer = await res.json();
    if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.tip}`);
    return answer.data;
  };
  const account = `bs_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const { token } = await call(guest, 'login/account/register', {
    account,
    password: 'bench-12345',
  });
  await call(token, 'redeemcode/use', { code: 'WELCOME100' });
  await call(token, 'aiGirlfriend/score/pay', { packId: 3, requestId: `bench-${randomUUID()}` });
  return token;
}

function seal(keyHex, text) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** The origin's request as the BFF makes it: signed, sealed, key version 1. */
function directRequest(keys, token, payload) {
  const t = Math.floor(Date.now() / 1000);
  const n = randomUUID();
  const s = createHmac('sha1', keys.SIGN_KEY)
    .update(`${token}&/api/app/${PATH}&${UA}&${t}&${n}`)
    .digest('hex');
  return {
    headers: {
      'content-type': 'application/json',
      authorization: token,
      'x-user-agent': UA,
      'x-api-key': `t=${t},s=${s},n=${n}`,
      'x-encrypted': '1',
      'x-key-version': '1',
    },
    body: JSON.stringify({ data: seal(keys.REQUEST_KEY, JSON.stringify(payload)) }),
  };
}

/** ms to the first `event: chunk`, reading the stream to its end. */
async function firstChunk(url, init) {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', ...init });
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream'))
    throw new Error(`no stream: ${res.status} ${await res.text()}`);
  const decoder = new TextDecoder();
  let text = '';
  let first = null;
  for await (const bytes of res.body) {
    if (first === null) {
      text += decoder.decode(bytes, { stream: true });
      if (text.includes('event: chunk')) first = performance.now() - started;
    }
  }
  if (first === null) throw new Error(`a stream without a chunk: ${text.slice(0, 200)}`);
  return first;
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

export async function benchBffStream({ webUrl, originUrl, keys }) {
  const [viaBff, direct] = [await member(webUrl), await member(webUrl)];
  const runs = { bff: [], direct: [] };
  const ask = {
    bff: (payload) =>
      firstChunk(`${webUrl}/api/app/${PATH}`, {
        headers: { 'content-type': 'application/json', authorization: viaBff, 'x-user-agent': UA },
        body: JSON.stringify(payload),
      }),
    direct: (payload) =>
      firstChunk(`${originUrl}/api/app/${PATH}`, directRequest(keys, direct, payload)),
  };
  // Warm both paths (JIT, key import, the undici pool) first.
  for (const name of ['bff', 'direct']) await ask[name]({ personaId: 1, text: '你好' });
  for (let i = 0; i < RUNS; i++) {
    const payload = { personaId: 1 + (i % 4), text: MESSAGES[i % MESSAGES.length] };
    const order = i % 2 ? ['bff', 'direct'] : ['direct', 'bff'];
    for (const name of order) runs[name].push(await ask[name](payload));
  }
  const pairs = runs.bff.map((b, i) => b - runs.direct[i]);
  const fmt = (ms) => ms.toFixed(1);
  const row = (name, values) =>
    `| ${name} | ${fmt(quantile(values, 0.5))} | ${fmt(quantile(values, 0.99))} | ${fmt(Math.min(...values))} |`;
  const added = (q) => quantile(runs.bff, q) - quantile(runs.direct, q);
  const md = [
    '## BFF: first streamed chunk (issue 38)',
    '',
    `AI女友's reply (\`aiGirlfriend/chat\`, the demo provider, encryption on), ${RUNS} through the ` +
      'BFF and as many from the origin directly (signed and sealed as the BFF does), interleaved ' +
      'with the order alternating, each read to its end: ms from the request to the first byte ' +
      'of its first `chunk` event.',
    '',
    '| path | p50 ms | p99 ms | min ms |',
    '|---|---:|---:|---:|',
    row('browser → BFF → origin', runs.bff),
    row('origin directly', runs.direct),
    '',
    `- added by the BFF: **${fmt(added(0.5))} ms at the median, ${fmt(added(0.99))} ms at p99** ` +
      `(each path's figure less the other's); the median of the ${RUNS} pairs' differences is ` +
      `${fmt(quantile(pairs, 0.5))} ms. The p99 of ${RUNS} is the slowest run: on this shared ` +
      'machine it swings by tens of ms from one run to the next, either way.',
    '',
  ].join('\n');
  return { md, ok: true };
}
