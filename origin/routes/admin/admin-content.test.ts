// SLOW (ffmpeg): the console's content calls through the origin's real app. Refusals (a user's
// token, the moderator and finance roles, a bad draft with its tip) write no audit row; every
// change writes one. An operator's source upload uses the community's chunk protocol with the
// operator limits (past the community's 500 MB cap, under 4 GiB) and never reaches the
// community transcoder: only ingest/start takes it, into a published, placed, VIP video.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { auditLog } from '../../db/schema/admin';
import { uploads } from '../../db/schema/community';
import { videos } from '../../db/schema/media';
import { adminCall, adminLogin } from '../../test/admin-fixtures';
import {
  createCommunityHarness,
  fileOf,
  formOf,
  type CommunityHarness,
} from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { makeTestClip } from '../../test/video-fixtures';

let tdb: TestDb;
let h: CommunityHarness;
let clip: Uint8Array;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db);
  clip = makeTestClip(3);
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);

const auditRows = async () =>
  (await tdb.db.select().from(auditLog).orderBy(auditLog.id)).filter((r) =>
    r.action.startsWith('video.'),
  );

let uploadsMade = 0;

/** Sends `bytes` as `filename` through content/upload/chunk, last chunk first; the last answer. */
async function adminUpload(token: string, bytes: Uint8Array, filename = 'film.mp4') {
  const chunkSize = 64 * 1024;
  const identifier = `${bytes.length}-film-${++uploadsMade}`;
  const totalChunks = Math.ceil(bytes.length / chunkSize);
  let last;
  for (let n = totalChunks; n >= 1; n -= 1) {
    const part = bytes.subarray((n - 1) * chunkSize, Math.min(bytes.length, n * chunkSize));
    const fields = {
      chunkNumber: n,
      chunkSize,
      currentChunkSize: part.length,
      totalSize: bytes.length,
      identifier,
      filename,
      totalChunks,
    };
    last = await adminCall(h, 'content/upload/chunk', {
      token,
      form: formOf(fields, fileOf(part, filename)),
    });
  }
  return last!;
}

/** The first chunk of a file declared `totalSize` bytes (only its head is real). */
function firstChunkOf(totalSize: number, chunkSize: number) {
  const head = new Uint8Array(chunkSize);
  head.set(clip.subarray(0, Math.min(chunkSize, clip.length)));
  const fields = {
    chunkNumber: 1,
    chunkSize,
    currentChunkSize: chunkSize,
    totalSize,
    identifier: `big-${totalSize}`,
    filename: 'film.mp4',
    totalChunks: Math.ceil(totalSize / chunkSize),
  };
  return formOf(fields, fileOf(head, 'film.mp4'));
}

describe('who may call the content calls', () => {
  it('refuses a user token, the moderator and finance roles, with no audit row', async () => {
    const user = await h.guest();
    const asUser = await adminCall(h, 'content/ingest/list', { token: user.token });
    expect(asUser.code).toBe(1000);
    for (const name of ['moderator1', 'finance1']) {
      const token = await adminLogin(h, name);
      const list = await adminCall(h, 'content/ingest/list', { token });
      expect(list).toMatchObject({ code: 4030, tip: '没有权限执行此操作' });
      const start = await adminCall(h, 'content/ingest/start', { token, body: { uploadId: 'x1' } });
      expect(start.code).toBe(4030);
    }
    const chunk = await adminCall(h, 'content/upload/chunk', {
      token: user.token,
      form: firstChunkOf(600 * 1024 * 1024, 64 * 1024),
    });
    expect(chunk.code).toBe(1000);
    expect(await auditRows()).toEqual([]);
  });

  it('lists for an editor and the owner', async () => {
    for (const name of ['editor1', 'admin']) {
      const token = await adminLogin(h, name);
      const list = await adminCall(h, 'content/ingest/list', { token });
      expect(list.data).toMatchObject({ items: [], total: 0, page: 1 });
    }
  });
});

describe('the source upload', () => {
  it('takes a declared 600 MB source the community refuses; refuses one over 4 GiB', async () => {
    const editor = await adminLogin(h, 'editor1');
    const big = 600 * 1024 * 1024;
    const first = await adminCall(h, 'content/upload/chunk', {
      token: editor,
      form: firstChunkOf(big, 64 * 1024),
    });
    expect(first).toMatchObject({ status: 200, code: 200 });
    expect(first.data).toMatchObject({ received: 1, totalChunks: big / (64 * 1024) });
    const user = await h.guest();
    const community = await h.call('upload/chunk', {
      token: user.token,
      form: firstChunkOf(big, 64 * 1024),
    });
    expect(community.status).toBe(415);
    const huge = await adminCall(h, 'content/upload/chunk', {
      token: editor,
      form: firstChunkOf(5 * 1024 ** 3, 1024 * 1024),
    });
    expect(huge).toMatchObject({ status: 415, tip: '视频文件不能超过4GB' });
    const avi = await adminUpload(editor, clip, 'film.avi');
    expect(avi).toMatchObject({ status: 415, tip: '仅支持 MP4、MOV、MKV 格式的视频文件' });
  });

  it('never queues the community transcoder; only ingest/start takes it', async () => {
    const editor = await adminLogin(h, 'editor1');
    const done = await adminUpload(editor, clip);
    expect(done.status).toBe(201);
    expect(done.data.file).toMatchObject({ kind: 'video', status: 'processing' });
    const uploadId = done.data.file.id as string;
    await h.jobs.resume();
    await h.jobs.idle();
    const [row] = await tdb.db.select().from(uploads).where(eq(uploads.id, uploadId));
    expect(row).toMatchObject({ status: 'processing', clip: null, userId: null });
    // Another operator's upload is not this one's to ingest.
    const owner = await adminLogin(h, 'admin');
    const other = await adminCall(h, 'content/ingest/start', { token: owner, body: { uploadId } });
    expect(other.code).toBe(4040);
    expect(await auditRows()).toEqual([]);
  });
});

describe('an ingest from upload to a published, placed VIP video', () => {
  it('audits each change and none for a refusal', async () => {
    const editor = await adminLogin(h, 'editor1');
    const done = await adminUpload(editor, clip);
    const started = await adminCall(h, 'content/ingest/start', {
      token: editor,
      body: { uploadId: done.data.file.id },
    });
    expect(started.data.ingest).toMatchObject({ state: 'queued', publication: 'draft' });
    const id = started.data.ingest.id as string;
    await h.jobs.idle();
    const got = await adminCall(h, 'content/ingest/get', { token: editor, body: { id } });
    expect(got.data.ingest).toMatchObject({ state: 'ready', progress: 100, ladder: ['240p'] });
    expect(got.data.ingest.cover).not.toBe('');

    const bad = await adminCall(h, 'content/draft/save', {
      token: editor,
      body: { id, title: '', access: 'vip' },
    });
    expect(bad).toMatchObject({ code: 4000, tip: '请填写视频标题' });
    const long = await adminCall(h, 'content/draft/save', {
      token: editor,
      body: { id, title: '片', access: 'vip', previewSeconds: 5 },
    });
    expect(long).toMatchObject({ code: 4000, tip: '试看时长须短于视频时长' });
    expect(await auditRows()).toHaveLength(1);

    const saved = await adminCall(h, 'content/draft/save', {
      token: editor,
      body: { id, title: '控制台影片', access: 'vip', previewSeconds: 2, category: '电影' },
    });
    expect(saved.data.ingest.draft).toMatchObject({ title: '控制台影片', access: 'vip' });
    const early = await adminCall(h, 'content/place', {
      token: editor,
      body: { id, target: 'section', targetId: 1 },
    });
    expect(early.tip).toBe('请先发布视频，再设置所在位置');
    const published = await adminCall(h, 'content/publish', { token: editor, body: { id } });
    expect(published.data.ingest.publication).toBe('published');
    const videoId = published.data.ingest.videoId as number;
    const options = await adminCall(h, 'content/options', { token: editor });
    const section = options.data.sections[0] as { id: number };
    const placed = await adminCall(h, 'content/place', {
      token: editor,
      body: { id, target: 'section', targetId: section.id, sort: 1 },
    });
    expect(placed.code).toBe(200);
    const down = await adminCall(h, 'content/unpublish', { token: editor, body: { id } });
    expect(down.data.ingest.publication).toBe('unpublished');
    const later = Math.floor(h.clock.ms / 1000) + 3600;
    const scheduled = await adminCall(h, 'content/publish', {
      token: editor,
      body: { id, at: later },
    });
    expect(scheduled.data.ingest).toMatchObject({ publication: 'scheduled', publishAt: later });
    const removed = await adminCall(h, 'content/delete', { token: editor, body: { id } });
    expect(removed.data).toEqual({ id });
    const [video] = await tdb.db.select().from(videos).where(eq(videos.id, videoId));
    expect(video?.status).toBe('retired');

    const rows = await auditRows();
    expect(rows.map((r) => r.action)).toEqual([
      'video.ingest',
      'video.draft',
      'video.publish',
      'video.place',
      'video.unpublish',
      'video.publish',
      'video.delete',
    ]);
    expect(rows.every((r) => r.target === `ingest:${id}` && r.operatorId !== null)).toBe(true);
    expect(rows[1]).toMatchObject({ before: null, after: { title: '控制台影片' } });
    const gone = await adminCall(h, 'content/ingest/get', { token: editor, body: { id } });
    expect(gone.code).toBe(4040);
  });
});
