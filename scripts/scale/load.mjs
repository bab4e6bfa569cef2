// test:scale's load step (issue 43 item 3): bounded autocannon through the balancer while one
// API origin and one web server are SIGKILLed and started again, buyers paying for videos
// (and retrying, as the app does) throughout; then the wallets are checked in PostgreSQL.
import autocannon from 'autocannon';
import pg from 'pg';

import { UA, guest } from './media-cache.mjs';

const SECONDS = Number(process.env.SCALE_LOAD_SECONDS ?? 40);
const CONNECTIONS = 10;
const BUYERS = 4;
const CREDIT = 100_000; // tenths of a diamond: more than every priced video together
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One media/pay through the BFF, retried on a failure the way the app retries: true if paid. */
async function pay(webUrl, token, id) {
  for (let attempt = 0; attempt < 8; attempt++) {
    try {
      const res = await fetch(`${webUrl}/api/app/media/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token, 'x-user-agent': UA },
        body: JSON.stringify({ id }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = await res.json().catch(() => null);
      if (res.ok && body?.code === 200) return true;
    } catch {
      // A killed server mid-request: try again.
    }
    await sleep(500);
  }
  return false;
}

/** Probes the balancer every 100 ms; the failures' times give the recovery windows. */
function probe(url) {
  const failures = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const at = Date.now();
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
        await res.arrayBuffer();
        if (!res.ok) failures.push({ at, why: String(res.status) });
      } catch (error) {
        failures.push({ at, why: error?.name === 'TimeoutError' ? 'timeout' : 'error' });
      }
      await sleep(100);
    }
  })();
  return {
    failures,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

async function walletsOf(db, ids) {
  const { rows } = await db.query(
    `SELECT u.id,
            COALESCE((SELECT diamonds FROM wallets w WHERE w.user_id = u.id), 0) AS balance,
            COALESCE((SELECT SUM(amount) FROM wallet_ledger l
                      WHERE l.user_id = u.id AND l.currency = 'diamonds'), 0)::int AS ledger,
            (SELECT COUNT(*) FROM wallet_ledger l WHERE l.user_id = u.id AND l.reason = 'video')::int
              AS charges,
            (SELECT COUNT(DISTINCT ref_id) FROM wallet_ledger l
              WHERE l.user_id = u.id AND l.reason = 'video')::int AS videos,
            COALESCE((SELECT SUM(p.price) FROM purchases p WHERE p.user_id = u.id), 0)::int AS spent
       FROM users u WHERE u.id = ANY($1)`,
    [ids],
  );
  return rows;
}

const ledgerTotal = async (db) =>
  Number(
    (
      await db.query(
        `SELECT COALESCE(SUM(amount), 0) AS t FROM wallet_ledger WHERE currency = 'diamonds'`,
      )
    ).rows[0].t,
  );

/** Credits each buyer CREDIT diamonds as the seed does (wallet and ledger in one transaction). */
async function credit(db, userId) {
  await db.query('BEGIN');
  const { rows } = await db.query(
    `INSERT INTO wallets (user_id, diamonds) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET diamonds = wallets.diamonds + $2 RETURNING diamonds`,
    [userId, CREDIT],
  );
  await db.query(
    `INSERT INTO wallet_ledger (user_id, currency, amount, balance_after, reason, created_at)
     VALUES ($1, 'diamonds', $2, $3, 'seed', now())`,
    [userId, CREDIT, rows[0].diamonds],
  );
  await db.query('COMMIT');
}

/** SIGKILLs api-1, then web-1, each started again a little later; when each was back. */
async function killAndRestart(stack) {
  const timeline = [];
  const t0 = Date.now();
  const at = (s) => sleep(Math.max(0, t0 + s * 1000 - Date.now()));
  for (const [name, killAt, restartAt] of [
    ['api-1', 0.2, 0.3],
    ['web-1', 0.55, 0.65],
  ]) {
    await at(SECONDS * killAt);
    const killed = Date.now();
    await stack.kill(name);
    await at(SECONDS * restartAt);
    const restarted = Date.now();
    await stack.restart(name);
    timeline.push({ name, killed, back: Date.now(), startMs: Date.now() - restarted });
  }
  return { t0, timeline };
}

/** Runs the step against `stack`; returns { ok, problems, lines } for the report. */
export async function loadStep(stack) {
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    return await runLoad(stack, db);
  } finally {
    await db.end();
  }
}

async function runLoad(stack, db) {
  const webUrl = stack.url;
  const buyers = [];
  for (let i = 0; i < BUYERS; i++)
    buyers.push(await guest(webUrl, `scale-buyer-${i}-${Date.now()}`));
  const { rows: priced } = await db.query(
    `SELECT id, price FROM videos WHERE access = 'paid' ORDER BY id LIMIT 6`,
  );
  const ids = buyers.map((b) => b.id);
  for (const id of ids) await credit(db, id);
  const totalBefore = await ledgerTotal(db);

  const token = buyers[0].token;
  const cannon = autocannon({
    url: webUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        path: '/api/app/ping/check',
        headers: { authorization: token, 'x-user-agent': UA },
      },
      { method: 'GET', path: '/api/health' },
    ],
  });
  const statuses = {};
  cannon.on('response', (_client, status) => {
    if (status >= 300) statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const watchWeb = probe(`${webUrl}/api/health`);
  const watchApi = probe(`${webUrl}/api/app/ping/check`);
  // Every buyer pays for every priced video twice (a double tap), spread over the run.
  const paying = Promise.all(
    buyers.map(async (b, i) => {
      let paid = 0;
      for (const v of priced) {
        await sleep(1500 + i * 200);
        for (let tap = 0; tap < 2; tap++) if (await pay(webUrl, b.token, v.id)) paid++;
      }
      return paid;
    }),
  );
  const { t0, timeline } = await killAndRestart(stack);
  const result = await cannon;
  await watchWeb.stop();
  await watchApi.stop();
  const paidCalls = await paying;

  const wallets = await walletsOf(db, ids);
  const totalAfter = await ledgerTotal(db);
  const problems = [];
  let spentAll = 0;
  for (const w of wallets) {
    spentAll += w.spent;
    if (w.charges !== w.videos) problems.push(`用户 ${w.id} 有视频被扣款两次`);
    if (Number(w.balance) !== w.ledger) problems.push(`用户 ${w.id} 余额与明细不符`);
    if (Number(w.balance) !== CREDIT - w.spent) problems.push(`用户 ${w.id} 余额与购买不符`);
    if (w.videos !== priced.length)
      problems.push(`用户 ${w.id} 只买到 ${w.videos}/${priced.length} 个视频`);
  }
  if (totalAfter - totalBefore !== -spentAll) problems.push('明细总额的变化与购买总额不符');

  // A kill's failed probes: from the kill until its process was back (plus 5 s).
  const failuresOf = (t) =>
    (t.name.startsWith('web') ? watchWeb : watchApi).failures.filter(
      (f) => f.at >= t.killed - 200 && f.at <= t.back + 5000,
    );
  const describeKill = (t) => {
    const failures = failuresOf(t);
    const last = failures.length === 0 ? 0 : Math.max(...failures.map((f) => f.at)) - t.killed;
    const whys = [...new Set(failures.map((f) => f.why))].join('/');
    const seen =
      failures.length === 0
        ? 'no failed probe (one every 100 ms)'
        : `${failures.length} failed probes (${whys}), the last ${(last / 1000).toFixed(1)} s after the kill`;
    return (
      `- SIGKILL ${t.name} at ${((t.killed - t0) / 1000).toFixed(1)} s: ${seen}; ` +
      `restarted and healthy in ${(t.startMs / 1000).toFixed(1)} s`
    );
  };
  const failed = result.errors + result.timeouts + result.non2xx;
  const lines = [
    `- load: autocannon ${CONNECTIONS} connections × ${SECONDS} s through nginx (BFF \`ping/check\` → origin, and \`/api/health\`): ` +
      `${result.requests.total} requests, ${failed} failed (${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx: ${JSON.stringify(statuses)}), ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    ...timeline.map(describeKill),
    `- money: ${BUYERS} buyers × ${priced.length} priced videos, each paid twice (${paidCalls.reduce((a, b) => a + b, 0)} answered calls): ` +
      `charges per video ${wallets.every((w) => w.charges === w.videos) ? '1' : 'MORE THAN 1'}, ` +
      `balance = ledger = credit − purchases for every buyer: ${problems.length === 0 ? 'yes' : 'no'}; ` +
      `ledger total moved ${totalAfter - totalBefore} (purchases ${-spentAll})`,
  ];
  return { ok: problems.length === 0, problems, lines };
}
