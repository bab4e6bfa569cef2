// Test support for video ingestion (services/video/ingests.ts): generated source files (ffmpeg
// lavfi test pattern with a tone, as small as each test allows), the ingest deps over a community
// harness (its transcoding queue, its media store), and the signed playlist request of a video.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { newNonce, signPlayback } from '@/lib/protocol/sign';

import type { Db } from '../db/client';
import type { IngestDeps } from '../services/video/ingests';
import type { MediaStore } from '../services/video/media-store';
import { uploadPaths } from '../services/platform/upload-paths';
import type { CommunityHarness } from './community-fixtures';
import { makeVideo } from './video-fixtures';

let folder: string | undefined;

/** A scratch folder for this test file's sources, removed at exit. */
function sourcesDir(): string {
  if (!folder) {
    const dir = mkdtempSync(path.join(tmpdir(), 'ingest-sources-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    folder = dir;
  }
  return folder;
}

/** An H.264 + AAC test clip of `size` (e.g. '1280x720') and `seconds`, as bytes. */
export function makeSourceClip(size: string, seconds: number, extension = 'mp4'): Uint8Array {
  return makeVideo(
    [
      ...['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
    ],
    extension,
  );
}

/** Writes `bytes` as a source file on the "server"; its absolute path. */
export function sourceFile(name: string, bytes: Uint8Array): string {
  const file = path.join(sourcesDir(), name);
  writeFileSync(file, bytes);
  return file;
}

/** The ingest deps over a community harness on `db`: its transcoding queue and store (or `store`). */
export function ingestDeps(h: CommunityHarness, db: Db, store: MediaStore = h.media): IngestDeps {
  return {
    db,
    store,
    now: () => h.clock.ms,
    paths: uploadPaths(h.config.dataDir),
    queue: h.jobs.ingest,
  };
}

/** GET of the playlist route for `videoId`, signed for `token` as the BFF signs it. */
export async function getPlaylist(h: CommunityHarness, token: string, videoId: number) {
  const target = `/api/app/media/h5/m3u8/${videoId}`;
  const timestamp = Math.floor(h.clock.ms / 1000);
  const nonce = newNonce();
  const sign = await signPlayback(h.keys.signKey, { token, path: target, timestamp, nonce });
  const query = new URLSearchParams({ token, timestamp: String(timestamp), sign, nonce });
  return h.app.request(`${target}?${query}`);
}

/** GET of a file on the IMAGE line (`/cdn/img<url>`). */
export const getImage = (h: CommunityHarness, url: string) =>
  h.app.request(`http://localhost:4000/cdn/img${url}`);
