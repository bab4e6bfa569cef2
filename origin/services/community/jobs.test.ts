// SLOW (ffmpeg): a user's transcode run twice (another worker took the job after a lost lease and
// finished first): the late run's failure leaves the ready video as it is.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { uploads } from '../../db/schema/community';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { testConfig } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { makeTestClip, uploadClip } from '../../test/video-fixtures';
import type { MediaStore } from '../video/media-store';
import { mediaStoreOf } from '../video/media-store-config';

let tdb: TestDb;
let h: CommunityHarness;
let raceOn: string | null = null;

beforeAll(async () => {
  tdb = await openTestDb();
  const disk = mediaStoreOf(testConfig());
  // The "other run" finishes while this one stores its clip, whose write then fails.
  const store: MediaStore = {
    ...disk,
    async putFolder(prefix, dir) {
      await disk.putFolder(prefix, dir);
      if (raceOn === null) return;
      await tdb.db
        .update(uploads)
        .set({ status: 'ready', clip: 'up-other-run' })
        .where(eq(uploads.id, raceOn));
      throw new Error('disk full');
    },
  };
  h = await createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 }, { media: store });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

describe('a transcode job run twice', () => {
  it('never fails a video another run made ready', async () => {
    const me = await h.guest();
    const last = await uploadClip(h, me.token, makeTestClip(2));
    expect(last.status).toBe(202);
    const uploadId = last.data.file.id as string;
    raceOn = uploadId;
    await h.jobs.idle();
    raceOn = null;
    const [row] = await tdb.db.select().from(uploads).where(eq(uploads.id, uploadId));
    expect(row).toMatchObject({ status: 'ready', clip: 'up-other-run', error: '' });
  });
});
