// Test support for 图生视频: a made clip fetched the way the player fetches it — the master from
// the playlist route with the owner's token, then the variant, init and segments from /cdn/vid
// by their signed links — written to a folder ffmpeg can decode.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { newNonce, signPlayback } from '@/lib/protocol/sign';

import type { Harness } from './harness';

/** The playlist route's URL for `id` under `token`, signed as the BFF signs it. */
export async function playlistUrl(h: Harness, id: string, token: string) {
  const route = `/api/app/media/h5/m3u8/${id}`;
  const timestamp = Math.floor(h.clock.ms / 1000);
  const nonce = newNonce();
  const sign = await signPlayback(h.keys.signKey, { token, path: route, timestamp, nonce });
  return `${route}?${new URLSearchParams({ token, timestamp: String(timestamp), sign, nonce })}`;
}

export const uris = (text: string) =>
  text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));

export type FetchedClip = {
  /** A local folder with index.m3u8 and the files it names. */
  dir: string;
  master: string;
  /** The signed links of every file, as the player got them. */
  links: string[];
};

/** Fetches the clip `playId` as the player would; throws on any answer but 200. */
export async function fetchClip(h: Harness, playId: string, token: string): Promise<FetchedClip> {
  const get = async (url: string) => {
    const res = await h.app.request(url);
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
    return res;
  };
  const master = await (await get(await playlistUrl(h, playId, token))).text();
  const [variantUrl] = uris(master);
  const variant = await (await get(variantUrl!)).text();
  const init = /URI="([^"]+)"/.exec(variant)?.[1];
  const links = [variantUrl!, ...(init ? [init] : []), ...uris(variant)];
  const dir = await mkdtemp(path.join(tmpdir(), 'ai-clip-'));
  const local = (url: string) => path.posix.basename(new URL(url).pathname);
  for (const link of links.slice(1)) {
    const bytes = new Uint8Array(await (await get(link)).arrayBuffer());
    await writeFile(path.join(dir, local(link)), bytes);
  }
  // The same playlist with local names, for ffmpeg.
  const text = variant
    .split('\n')
    .map((line) =>
      line.startsWith('http')
        ? local(line)
        : line.replace(/URI="[^"]+"/, (m) => `URI="${local(m.slice(5, -1))}"`),
    )
    .join('\n');
  await writeFile(path.join(dir, 'index.m3u8'), text);
  return { dir, master, links };
}
