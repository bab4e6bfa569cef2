// Upload quotas under real concurrency (PostgreSQL with a pool; PGlite has one connection):
// parallel pictures never pass a day's quota, parallel chunked uploads never pass the bytes of a
// day nor the uploads under way. Skipped unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import {
  ADDRESS_DAILY_QUOTA,
  OPEN_UPLOADS_MAX,
  TIP_UPLOAD_BUSY,
  TIP_UPLOAD_DAILY,
  uploadDay,
  USER_DAILY_QUOTA,
} from '@/lib/domain/platform/upload-limits';

import { uploads } from './db/schema/community';
import { addToWindow } from './services/platform/rate-limits';
import { dailyBucket } from './services/platform/upload-quotas';
import { createCommunityHarness, fileOf, formOf, jpegBytes } from './test/community-fixtures';
import { pgSuite } from './test/pg-suite';

const MIB = 1024 * 1024;
const pg = pgSuite((db) => createCommunityHarness(db, { guestPerIpPerMinute: 10_000 }), {
  reseed: false,
});

const picture = (token: string, ip?: string) =>
  pg.h.call('upload/img', { token, ip, form: formOf({}, fileOf(jpegBytes(), 'me.jpg')) });

function firstChunk(token: string, identifier: string, filename: string, totalSize: number) {
  const chunkSize = Math.min(MIB, totalSize);
  const part = new Uint8Array(chunkSize);
  if (filename.endsWith('.mp4')) part.set([0, 0, 0, 32, 0x66, 0x74, 0x79, 0x70]);
  else part.fill(0x61);
  const fields = {
    chunkNumber: 1,
    chunkSize,
    currentChunkSize: chunkSize,
    totalSize,
    identifier,
    filename,
    totalChunks: Math.ceil(totalSize / chunkSize),
    checksum: createHash('sha256').update(part).digest('hex'),
  };
  return pg.h.call('upload/chunk', { token, form: formOf(fields, fileOf(part, filename)) });
}

pg.describe('upload quotas on PostgreSQL', () => {
  const used = (counter: 'pictures', scope: string, amount: number) =>
    addToWindow(pg.db, dailyBucket(counter, scope), uploadDay(pg.h.clock.ms), amount);

  it('20 parallel pictures take exactly the 5 left of a user’s day', async () => {
    const me = await pg.h.guest();
    await used('pictures', `u:${me.id}`, USER_DAILY_QUOTA.pictures - 5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => picture(me.token)));
    expect(answers.filter((r) => r.code === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.tip === TIP_UPLOAD_DAILY)).toHaveLength(15);
    expect(await pg.db.select().from(uploads).where(eq(uploads.userId, me.id))).toHaveLength(5);
  });

  it('20 guests on one address in parallel take exactly the 5 left of its day', async () => {
    const ip = '127.0.0.9';
    await used('pictures', `a:${ip}`, ADDRESS_DAILY_QUOTA.pictures - 5);
    const guests = await Promise.all(Array.from({ length: 20 }, () => pg.h.guest()));
    const answers = await Promise.all(guests.map((g) => picture(g.token, ip)));
    expect(answers.filter((r) => r.code === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.tip === TIP_UPLOAD_DAILY)).toHaveLength(15);
  });

  it('30 parallel 500 MiB declarations open only what the day’s bytes allow', async () => {
    const me = await pg.h.guest();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        firstChunk(me.token, `big-${i}`, 'movie.mp4', 500 * MIB),
      ),
    );
    const opened = Math.floor(USER_DAILY_QUOTA.fileBytes / (500 * MIB));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(opened);
    expect(answers.filter((r) => r.tip === TIP_UPLOAD_DAILY)).toHaveLength(30 - opened);
    expect(await pg.db.select().from(uploads).where(eq(uploads.userId, me.id))).toHaveLength(
      opened,
    );
  });

  it(`30 parallel small uploads: ${OPEN_UPLOADS_MAX} under way, the rest told to wait`, async () => {
    const me = await pg.h.guest();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        firstChunk(me.token, `notes-${i}`, 'notes.txt', 4 * MIB),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(OPEN_UPLOADS_MAX);
    expect(answers.filter((r) => r.tip === TIP_UPLOAD_BUSY)).toHaveLength(30 - OPEN_UPLOADS_MAX);
  });
});
