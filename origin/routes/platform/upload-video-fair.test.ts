// The transcoder takes turns between users (issue 34, "one user stalls every transcode"): a user
// with a long video transcoding and another queued does not keep a second user's 3-second clip
// waiting; that clip is made beside the first user's, whose next one waits for its own turn.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { uploads } from '../../db/schema/community';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { makeTestClip, uploadClip } from '../../test/video-fixtures';

let tdb: TestDb;
let h: CommunityHarness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

async function statusOf(id: string) {
  const [row] = await tdb.db
    .select({ status: uploads.status })
    .from(uploads)
    .where(eq(uploads.id, id));
  return row?.status;
}

/** Polls the upload until it leaves `processing`; its status then. */
async function settled(id: string): Promise<string | undefined> {
  for (;;) {
    const status = await statusOf(id);
    if (status !== 'processing') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('transcoding two users’ videos', () => {
  it('makes the second user’s short clip without waiting for the first user’s queue', async () => {
    const first = await h.guest();
    const second = await h.guest();
    const long = makeTestClip(30);
    const a1 = await uploadClip(h, first.token, long);
    const a2 = await uploadClip(h, first.token, long);
    const b1 = await uploadClip(h, second.token, makeTestClip(3));
    for (const answer of [a1, a2, b1]) expect(answer.status).toBe(202);

    expect(await settled(b1.data.file.id)).toBe('ready');
    // The first user's second video is still waiting for its owner's turn.
    expect(await statusOf(a2.data.file.id)).toBe('processing');

    await h.jobs.idle();
    expect(await statusOf(a1.data.file.id)).toBe('ready');
    expect(await statusOf(a2.data.file.id)).toBe('ready');
  }, 240_000);
});
