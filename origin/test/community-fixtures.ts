// Test support for the community calls: a harness whose background jobs (moderation,
// transcoding) the test can wait for, and multipart helpers for the upload calls.
import type { Db } from '../db/client';
import { silentLogger } from '../logger';
import type { ImageVideoEngine } from '../services/ai-video-engine';
import { createCommunityJobs, type CommunityJobs } from '../services/community-jobs';
import type { MediaStore } from '../services/media-store';
import { mediaStoreOf } from '../services/media-store-config';
import { uploadPaths } from '../services/upload-paths';
import { createHarness, testConfig, type Harness } from './harness';

export type CommunityHarness = Harness & { jobs: CommunityJobs; media: MediaStore };

export async function createCommunityHarness(
  db: Db,
  config: Parameters<typeof testConfig>[0] = {},
  {
    held = false,
    media,
    videoEngine,
  }: { held?: boolean; media?: MediaStore; videoEngine?: ImageVideoEngine } = {},
): Promise<CommunityHarness> {
  const settings = testConfig(config);
  const store = media ?? mediaStoreOf(settings);
  const paths = uploadPaths(settings.dataDir);
  const jobs = createCommunityJobs({
    db,
    paths,
    media: store,
    now: Date.now,
    logger: silentLogger(),
    held,
    videoEngine,
  });
  const h = await createHarness(db, { config, deps: { jobs, media: store } });
  return Object.assign(h, { jobs, media: store });
}

/** A form with these text fields and, when given, the file under `file`. */
export function formOf(fields: Record<string, string | number>, file?: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) form.append('file', file);
  return form;
}

/** A tiny real JPEG (SOI, APP0, EOI…): enough for the content check. */
export function jpegBytes(size = 2048): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  for (let i = 10; i < size; i += 1) bytes[i] = (i * 31) % 251;
  return bytes;
}

export const fileOf = (bytes: Uint8Array, name: string) =>
  new File([bytes as Uint8Array<ArrayBuffer>], name);
