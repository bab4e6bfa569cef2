// BFF overhead: the framework's floor (a Next route answering locally) against the BFF
// forwarding ping/check to the origin with encryption on, plus the origin alone, direct.
import { createHmac, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const UA = 'dt=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=120';

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

const summary = (res) => ({
  rps: res.requests.average,
  p50: res.latency.p50,
  p99: res.latency.p99,
  non2xx: res.non2xx,
  errors: res.errors + res.timeouts,
});

async function guestToken(webUrl) {
  const res = await fetch(`${webUrl}/api/app/login/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-user-agent': UA },
    body: JSON.stringify({ devID: `bench-device-${Date.now()}`, affCode: '{}', token: '' }),
  });
  const body = await res.json();
  const token = body?.data?.token;
  if (!token) throw new Error(`guest login failed: ${JSON.stringify(body)}`);
  return token;
}

export async function benchBff({ webUrl, originUrl, signKey }) {
  const token = await guestToken(webUrl);
  const headers = { authorization: token, 'x-user-agent': UA };
  // Warm both paths (JIT, key import, connection pools) before measuring.
  await cannon({ url: `${webUrl}/api/health`, duration: 2 });
  await cannon({ url: `${webUrl}/api/app/ping/check`, headers, duration: 2 });

  const floor = summary(await cannon({ url: `${webUrl}/api/health` }));
  const bff = summary(await cannon({ url: `${webUrl}/api/app/ping/check`, headers }));
  // Direct to the origin: every request needs its own nonce, so sign per request.
  const direct = summary(
    await cannon({
      url: `${originUrl}/api/app/ping/check`,
      requests: [
        {
          method: 'GET',
          setupRequest(req) {
            const t = Math.floor(Date.now() / 1000);
            const n = randomUUID();
            const s = createHmac('sha1', signKey)
              .update(`${token}&/api/app/ping/check&${UA}&${t}&${n}`)
              .digest('hex');
            return {
              ...req,
              headers: {
                ...headers,
                'x-api-key': `t=${t},s=${s},n=${n}`,
                'x-encrypted': '1',
                'x-key-version': '1',
              },
            };
          },
        },
      ],
    }),
  );
  const ratio = bff.rps / floor.rps;
  const p99Added = bff.p99 - floor.p99;
  const row = (name, r) =>
    `| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`;
  const md = [
    '## BFF overhead (issue 3)',
    '',
    `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, one run, encryption on (START_ENCRYPT_HTTP=1).`,
    '',
    '| target | req/s | p50 ms | p99 ms | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|',
    row('Next route answering locally (`/api/health`, the floor)', floor),
    row('BFF → origin `ping/check` (sign + encrypt + decrypt)', bff),
    row('origin alone, direct (signed per request)', direct),
    '',
    `- ratio BFF / floor: **${ratio.toFixed(2)}** (goal ≥ 0.75) ${ratio >= 0.75 ? '✅' : '❌'}`,
    `- p99 added by the BFF: **${p99Added} ms** (goal ≤ 15 ms) ${p99Added <= 15 ? '✅' : '❌'}`,
    '',
  ].join('\n');
  return { md, ok: ratio >= 0.75 && p99Added <= 15 && bff.non2xx === 0 };
}
