// Test support for the community calls: a harness whose background jobs (moderation,
// transcoding) the test can wait for, and multipart helpers for the upload calls.
import type { Db } from '../db/client';
import { silentLogger } from '../logger';
import type { AiProvider } from '../services/ai/provider';
import { providerFromConfig } from '../services/ai/provider-config';
import type { ImageVideoEngine } from '../services/ai/video-engine';
import { createCommunityJobs, type CommunityJobs } from '../services/community/jobs';
import type { JobRunner } from '../services/platform/job-runner';
import type { MediaStore } from '../services/video/media-store';
import { mediaStoreOf } from '../services/video/media-store-config';
import { uploadPaths } from '../services/platform/upload-paths';
import { createHarness, testConfig, type Harness } from './harness';
import { realJpeg } from './picture-fixtures';

export type CommunityHarness = Harness & { jobs: CommunityJobs; media: MediaStore };

export async function createCommunityHarness(
  db: Db,
  config: Parameters<typeof testConfig>[0] = {},
  {
    held = false,
    media,
    videoEngine,
    ai,
    runner,
  }: {
    held?: boolean;
    /** What runs the jobs (a pg-boss runner in *.pg.test.ts); the in-memory one by default. */
    runner?: JobRunner;
    media?: MediaStore;
    videoEngine?: ImageVideoEngine;
    /** The AI provider of the calls and the jobs; the config's demo by default, null: none. */
    ai?: AiProvider | null;
  } = {},
): Promise<CommunityHarness> {
  const settings = testConfig(config);
  const store = media ?? mediaStoreOf(settings);
  // One provider for the calls and the jobs, as serve.ts makes it (the config's: the demo, no pauses).
  const provider = ai === null ? undefined : (ai ?? providerFromConfig(settings));
  const paths = uploadPaths(settings.dataDir);
  const jobs = createCommunityJobs({
    db,
    paths,
    media: store,
    now: Date.now,
    logger: silentLogger(),
    held,
    videoEngine,
    ai: provider,
    runner,
  });
  const h = await createHarness(db, { config, deps: { jobs, media: store, ai: provider } });
  return Object.assign(h, { jobs, media: store });
}

/** A form with these text fields and, when given, the file under `file`. */
export function formOf(fields: Record<string, string | number>, file?: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) form.append('file', file);
  return form;
}

/** A real JPEG of exactly `size` bytes (test/picture-fixtures.ts): the origin decodes pictures. */
export const jpegBytes = (size = 2048): Uint8Array => realJpeg(size);

export const fileOf = (bytes: Uint8Array, name: string) =>
  new File([bytes as Uint8Array<ArrayBuffer>], name);
