// Upload quotas (issue 34, defect 3; lib/domain/platform/upload-limits.ts): pictures and bytes per
// Shanghai day for a user and for an address, declared sizes counted when a chunked upload
// opens, and at most OPEN_UPLOADS_MAX chunked uploads under way per user. Parallel requests
// again on real PostgreSQL: origin/upload-quota.pg.test.ts.
import { createHash } from 'node:crypto';

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  ADDRESS_DAILY_QUOTA,
  OPEN_UPLOAD_IDLE_MS,
  OPEN_UPLOADS_MAX,
  TIP_UPLOAD_BUSY,
  TIP_UPLOAD_DAILY,
  uploadDay,
  USER_DAILY_QUOTA,
} from '@/lib/domain/platform/upload-limits';

import { uploads } from '../../db/schema/community';
import { addToWindow } from '../../services/platform/rate-limits';
import { dailyBucket } from '../../services/platform/upload-quotas';
import {
  createCommunityHarness,
  fileOf,
  formOf,
  jpegBytes,
  type CommunityHarness,
} from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

const MIB = 1024 * 1024;

let tdb: TestDb;
let h: CommunityHarness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);
beforeEach(() => h.reset());

const picture = (token: string, ip?: string) =>
  h.call('upload/img', { token, ip, form: formOf({}, fileOf(jpegBytes(), 'me.jpg')) });

/** Counts `amount` as already used today in one of a scope's daily counters. */
const used = (counter: Parameters<typeof dailyBucket>[0], scope: string, amount: number) =>
  addToWindow(tdb.db, dailyBucket(counter, scope), uploadDay(h.clock.ms), amount);

/** Chunk 1 of a file declared `totalSize` bytes in chunks of `chunkSize`. */
function firstChunk(
  token: string,
  file: { identifier: string; filename: string; totalSize: number; chunkSize: number },
) {
  const part = new Uint8Array(Math.min(file.chunkSize, file.totalSize));
  if (file.filename.endsWith('.mp4')) part.set([0, 0, 0, 32, 0x66, 0x74, 0x79, 0x70]);
  else part.fill(0x61);
  return h.call('upload/chunk', {
    token,
    form: formOf(
      {
        chunkNumber: 1,
        chunkSize: file.chunkSize,
        currentChunkSize: part.length,
        totalSize: file.totalSize,
        identifier: file.identifier,
        filename: file.filename,
        totalChunks: Math.ceil(file.totalSize / file.chunkSize),
        checksum: createHash('sha256').update(part).digest('hex'),
      },
      fileOf(part, file.filename),
    ),
  });
}

describe('pictures per day', () => {
  it('takes a user’s last pictures of the day and refuses the rest until midnight', async () => {
    const me = await h.guest();
    await used('pictures', `u:${me.id}`, USER_DAILY_QUOTA.pictures - 5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => picture(me.token)));
    const taken = answers.filter((r) => r.code === 200);
    expect(taken).toHaveLength(5);
    for (const r of answers.filter((a) => a.code !== 200)) {
      // 415: the uploader gives up at once and shows the tip (§5's permanent statuses).
      expect([r.status, r.code, r.tip]).toEqual([415, 4290, TIP_UPLOAD_DAILY]);
      expect(Number(r.headers.get('retry-after'))).toBe(12 * 3600);
    }
    const kept = await tdb.db.select().from(uploads).where(eq(uploads.userId, me.id));
    expect(kept).toHaveLength(5);
    h.clock.advance(12 * 3600);
    expect((await picture(me.token)).code).toBe(200);
  });

  it('counts the bytes of a day’s pictures too', async () => {
    const me = await h.guest();
    await used('picture-kib', `u:${me.id}`, USER_DAILY_QUOTA.pictureBytes / 1024 - 1);
    expect((await picture(me.token)).tip).toBe(TIP_UPLOAD_DAILY);
  });

  it('bounds an address however many guests it makes', async () => {
    const ip = '127.0.0.7';
    await used('pictures', `a:${ip}`, ADDRESS_DAILY_QUOTA.pictures - 1);
    const first = await h.guest();
    const second = await h.guest();
    expect((await picture(first.token, ip)).code).toBe(200);
    expect((await picture(second.token, ip)).tip).toBe(TIP_UPLOAD_DAILY);
    // The same guest from another address, and the refused one's own quota, are untouched.
    expect((await picture(second.token, '127.0.0.8')).code).toBe(200);
  });
});

describe('chunked uploads', () => {
  it('counts declared sizes when an upload opens: 30 × 500 MiB stop at the day’s bytes', async () => {
    const me = await h.guest();
    const answers = [];
    for (let i = 0; i < 30; i += 1) {
      const file = {
        identifier: `big-${i}`,
        filename: 'movie.mp4',
        totalSize: 500 * MIB,
        chunkSize: MIB,
      };
      answers.push(await firstChunk(me.token, file));
    }
    const opened = Math.floor(USER_DAILY_QUOTA.fileBytes / (500 * MIB));
    expect(answers.map((r) => r.status)).toEqual([
      ...Array<number>(opened).fill(200),
      ...Array<number>(30 - opened).fill(415),
    ]);
    expect(answers.at(-1)!.tip).toBe(TIP_UPLOAD_DAILY);
    const rows = await tdb.db.select().from(uploads).where(eq(uploads.userId, me.id));
    expect(rows).toHaveLength(opened);
    // Declaring an open upload again, larger, is counted again.
    const bigger = {
      identifier: 'big-0',
      filename: 'movie.mp4',
      totalSize: 499 * MIB,
      chunkSize: MIB,
    };
    expect((await firstChunk(me.token, bigger)).tip).toBe(TIP_UPLOAD_DAILY);
  });

  it(`keeps ${OPEN_UPLOADS_MAX} uploads under way per user; a finished or idle one frees a place`, async () => {
    const me = await h.guest();
    const file = (i: number) => ({
      identifier: `notes-${i}`,
      filename: 'notes.txt',
      totalSize: 2048,
      chunkSize: 1024,
    });
    for (let i = 0; i < OPEN_UPLOADS_MAX; i += 1)
      expect((await firstChunk(me.token, file(i))).status).toBe(200);
    const busy = await firstChunk(me.token, file(OPEN_UPLOADS_MAX));
    // 429: the uploader tries again a few times (another file may finish meanwhile), then stops.
    expect([busy.status, busy.code, busy.tip]).toEqual([429, 4290, TIP_UPLOAD_BUSY]);
    // An upload already under way goes on (a resumed one is not a new one).
    expect((await firstChunk(me.token, file(0))).status).toBe(200);

    const second = new Uint8Array(1024).fill(0x62);
    const done = await h.call('upload/chunk', {
      token: me.token,
      form: formOf(
        { ...file(0), chunkNumber: 2, currentChunkSize: 1024, totalChunks: 2 },
        fileOf(second, 'notes.txt'),
      ),
    });
    expect(done.status).toBe(201);
    expect((await firstChunk(me.token, file(OPEN_UPLOADS_MAX))).status).toBe(200);
    expect((await firstChunk(me.token, file(OPEN_UPLOADS_MAX + 1))).status).toBe(429);
    // A finished file is never replaced under its identifier.
    const again = await firstChunk(me.token, { ...file(0), totalSize: 3000 });
    expect([again.status, again.tip]).toEqual([415, '该文件已上传，请重新选择文件']);

    // Uploads with no chunk for a while no longer count as under way.
    h.clock.advance(OPEN_UPLOAD_IDLE_MS / 1000 + 1);
    expect((await firstChunk(me.token, file(OPEN_UPLOADS_MAX + 1))).status).toBe(200);
    const open = await tdb.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.userId, me.id), inArray(uploads.status, ['receiving'])));
    expect(open).toHaveLength(OPEN_UPLOADS_MAX + 1);
  });
});
