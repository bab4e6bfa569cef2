// test:scale's media step (issue 43 item 4): two viewers play the same video through the
// balancer; the second one's segments must come from nginx's cache, the origins must have
// counted one request per segment (their access logs), and a forged or expired link must
// still be refused (403, no-store) through the cache.
import { createHmac } from 'node:crypto';

export const UA = 'dt=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=120';

/** A new guest through the BFF (the §2 guest login): its token and user id. */
export async function guest(webUrl, device) {
  const res = await fetch(`${webUrl}/api/app/login/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-user-agent': UA },
    body: JSON.stringify({ devID: device, affCode: '{}', token: '' }),
  });
  const data = (await res.json())?.data;
  if (!data?.token) throw new Error(`游客登录失败（HTTP ${res.status}）`);
  return { token: data.token, id: data.id };
}

export const guestToken = async (webUrl, device) => (await guest(webUrl, device)).token;

const uris = (text) => text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));

/** What one viewer fetches: master (BFF), the 240p playlist, its init section and segments. */
async function watch(webUrl, videoId, device) {
  const token = await guestToken(webUrl, device);
  const master = await fetch(`${webUrl}/api/app/media/h5/m3u8/${videoId}?token=${token}`, {
    headers: { 'x-user-agent': UA },
  });
  if (!master.ok) throw new Error(`播放列表失败（HTTP ${master.status}）`);
  const variantUrl = uris(await master.text())[0];
  const playlist = await fetch(variantUrl);
  const variant = await playlist.text();
  const listed = {
    url: variantUrl,
    status: playlist.status,
    cache: playlist.headers.get('x-cache-status'),
  };
  const init = new URL(/#EXT-X-MAP:URI="([^"]+)"/.exec(variant)[1], variantUrl).href;
  const files = [init, ...uris(variant).map((u) => new URL(u, variantUrl).href)];
  const answers = [listed];
  for (const url of files) {
    const res = await fetch(url);
    await res.arrayBuffer();
    answers.push({ url, status: res.status, cache: res.headers.get('x-cache-status') });
  }
  return answers;
}

/** Origin access-log lines (pino JSON) for `path`, over every origin's log. */
function originHits(logs, path) {
  let hits = 0;
  for (const text of logs()) {
    for (const line of text.split('\n')) if (line.includes(`"path":"${path}"`)) hits++;
  }
  return hits;
}

function signVid(signKey, path, grant) {
  const key = createHmac('sha256', signKey).update('cdn-vid').digest();
  const { e, p, v } = grant;
  const s = createHmac('sha256', key).update(`${path}\n${e}\n${p}\n${v}`).digest('hex');
  return `e=${e}&p=${p}&v=${v}&s=${s.slice(0, 32)}`;
}

/** Runs the step; returns { ok, lines } for the report. */
export async function mediaCacheStep({ webUrl, videoId, signKey, originLogs }) {
  const first = await watch(webUrl, videoId, `scale-viewer-a-${Date.now()}`);
  const second = await watch(webUrl, videoId, `scale-viewer-b-${Date.now()}`);
  const problems = [];
  if (first.some((a) => a.status !== 200)) problems.push('第一位观众有文件未取到');
  const sameUrls = first.map((a) => a.url).join() === second.map((a) => a.url).join();
  if (!sameUrls) problems.push('两位观众的分片地址不同（过期时间未分桶？）');
  const hits = second.filter((a) => a.status === 200 && a.cache === 'HIT').length;
  if (hits !== second.length)
    problems.push(`第二位观众 ${second.length} 个文件中只有 ${hits} 个来自缓存`);
  const counts = first.map((a) => originHits(originLogs, new URL(a.url).pathname));
  if (counts.some((n) => n !== 1))
    problems.push(`源站对分片的请求次数：${counts.join(', ')}（应各为 1）`);

  const sample = new URL(first.at(-1).url);
  const path = sample.pathname.replace(/^\/cdn\/vid\//, '');
  const forged = new URL(sample);
  forged.searchParams.set('s', '0'.repeat(32));
  const expired = new URL(sample);
  const v = sample.searchParams.get('v');
  expired.search = signVid(signKey, path, { e: Math.floor(Date.now() / 1000) - 60, p: 0, v });
  const refused = [];
  for (const url of [forged, expired, forged]) {
    const res = await fetch(url);
    await res.arrayBuffer();
    refused.push(
      `${res.status} ${res.headers.get('cache-control')} ${res.headers.get('x-cache-status')}`,
    );
    if (res.status !== 403 || res.headers.get('cache-control') !== 'no-store')
      problems.push(`伪造或过期的链接得到 ${res.status}`);
  }
  const lines = [
    `- media: 2 viewers × ${first.length} files (the 240p playlist, its init section and segments) of video ${videoId}; ` +
      `second viewer from nginx's cache: ${hits}/${second.length}; origin requests per file: ` +
      `${[...new Set(counts)].join('/')}`,
    `- forged, expired, forged again: ${refused.join(' · ')}`,
  ];
  return { ok: problems.length === 0, problems, lines };
}
