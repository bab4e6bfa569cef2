// BFF overhead: the framework's floor (a Next route answering locally) against the BFF
// forwarding ping/check to the origin with encryption on, plus the origin alone, direct.
// The targets are measured in interleaved rounds and each is reported by its median round: on a
// shared machine the background load drifts, and one floor run followed by one BFF run would
// compare two different machines.
import { createHmac, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { perRequest } from './cpu.mjs';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const UA = 'dt=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=120';

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

/** The round with the median rate (with its own latencies, so each row is one real run). */
function median(runs) {
  return [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)];
}

const summary = (res, cpu) => ({
  rps: res.requests.average,
  p50: res.latency.p50,
  p99: res.latency.p99,
  non2xx: res.non2xx,
  errors: res.errors + res.timeouts,
  cpu,
});

/** A guest session's token through the BFF (the §2 guest login), for calls made from Node. */
export async function guestToken(webUrl) {
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

/** `probe` (cpu.mjs) snapshots the CPU time of web and origin; null when it cannot (off Linux). */
export async function benchBff({ webUrl, originUrl, signKey, probe = null }) {
  const token = await guestToken(webUrl);
  const headers = { authorization: token, 'x-user-agent': UA };
  // Warm both paths (JIT, key import, connection pools) before measuring.
  await cannon({ url: `${webUrl}/api/health`, duration: 2 });
  await cannon({ url: `${webUrl}/api/app/ping/check`, headers, duration: 2 });

  // Direct to the origin: every request needs its own nonce, so sign per request.
  const signedPerRequest = [
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
  ];
  const targets = {
    floor: { url: `${webUrl}/api/health` },
    bff: { url: `${webUrl}/api/app/ping/check`, headers },
    direct: { url: `${originUrl}/api/app/ping/check`, requests: signedPerRequest },
  };
  const rounds = { floor: [], bff: [], direct: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, opts] of Object.entries(targets)) {
      const before = probe?.();
      const res = await cannon(opts);
      const cpu = before ? perRequest(before, probe(), res.requests.total) : null;
      rounds[name].push(summary(res, cpu));
    }
  }
  const floor = median(rounds.floor);
  const bff = median(rounds.bff);
  const direct = median(rounds.direct);
  // Each round's floor and BFF runs are neighbours in time: compare them pairwise, then take the
  // median pair, rather than dividing medians taken from different moments.
  const mid = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ratio = mid(rounds.bff.map((b, i) => b.rps / rounds.floor[i].rps));
  const p99Added = mid(rounds.bff.map((b, i) => b.p99 - rounds.floor[i].p99));
  const cpuCell = (r, key) => (r.cpu ? r.cpu[key].toFixed(2) : 'n/a');
  const row = (name, r) =>
    `| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${cpuCell(r, 'web')} | ` +
    `${cpuCell(r, 'origin')} | ${r.non2xx} | ${r.errors} |`;
  // CPU per request is the steadier figure on a shared machine: the median over the rounds.
  const cpuMid = (name, key) =>
    rounds[name].every((r) => r.cpu) ? mid(rounds[name].map((r) => r.cpu[key])).toFixed(2) : 'n/a';
  const md = [
    '## BFF overhead (issue 3)',
    '',
    `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, encryption on (START_ENCRYPT_HTTP=1); ` +
      `${ROUNDS} interleaved rounds; each row is the round with the median rate, the ratio and ` +
      'the p99 added are the medians of the per-round pairs.',
    '',
    '| target | req/s | p50 ms | p99 ms | web CPU ms/req | origin CPU ms/req | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    row('Next route answering locally (`/api/health`, the floor)', floor),
    row('BFF → origin `ping/check` (sign + encrypt + decrypt)', bff),
    row('origin alone, direct (signed per request)', direct),
    '',
    `- ratio BFF / floor: **${ratio.toFixed(2)}** (goal ≥ 0.75) ${ratio >= 0.75 ? '✅' : '❌'}`,
    `- p99 added by the BFF: **${p99Added} ms** (goal ≤ 15 ms) ${p99Added <= 15 ? '✅' : '❌'}`,
    `- every round, req/s (floor / BFF / direct): ${rounds.floor
      .map(
        (f, i) =>
          `${f.rps.toFixed(0)} / ${rounds.bff[i].rps.toFixed(0)} / ${rounds.direct[i].rps.toFixed(0)}`,
      )
      .join(' · ')}`,
    `- CPU ms per request, median of the rounds (web / origin): floor ${cpuMid('floor', 'web')} / ` +
      `${cpuMid('floor', 'origin')}, BFF ${cpuMid('bff', 'web')} / ${cpuMid('bff', 'origin')}, ` +
      `direct ${cpuMid('direct', 'web')} / ${cpuMid('direct', 'origin')}. Both processes and ` +
      'autocannon share the cores, so the BFF rate is bounded by the sum of web and origin CPU.',
    '',
  ].join('\n');
  const clean = rounds.bff.every((r) => r.non2xx === 0 && r.errors === 0);
  return { md, ok: ratio >= 0.75 && p99Added <= 15 && clean };
}
