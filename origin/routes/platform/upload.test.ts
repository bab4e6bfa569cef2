// Uploads: the chunked target (chunks out of order, repeated, missing, corrupt; sizes and types
// of §9 with the content sniffed; a path in `filename`; resuming through the GET test) and the
// one-shot picture calls.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { decodeImage } from '@/lib/domain/platform/image-codec';
import { callNamed } from '@/lib/protocol/call-table';

import { uploads } from '../../db/schema/community';
import { cleanAbandonedUploads } from '../../services/platform/upload-cleanup';
import { uploadPaths } from '../../services/platform/upload-paths';
import {
  createCommunityHarness,
  fileOf,
  formOf,
  jpegBytes,
  type CommunityHarness,
} from '../../test/community-fixtures';
import { testConfig } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: CommunityHarness;
let token: string;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db);
  token = (await h.guest()).token;
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const CHUNK = 1024;
let serial = 0;

/** An upload plan: the file's bytes cut into CHUNK-byte chunks with the §7 fields. */
function plan(bytes: Uint8Array, filename = 'photo.jpg') {
  const identifier = `${bytes.length}-file-${++serial}`;
  const totalChunks = Math.max(1, Math.ceil(bytes.length / CHUNK));
  const fields = (n: number) => {
    const part = bytes.subarray((n - 1) * CHUNK, Math.min(bytes.length, n * CHUNK));
    return {
      part,
      fields: {
        chunkNumber: n,
        chunkSize: CHUNK,
        currentChunkSize: part.length,
        totalSize: bytes.length,
        identifier,
        filename,
        relativePath: filename,
        totalChunks,
        checksum: createHash('sha256').update(part).digest('hex'),
      },
    };
  };
  const send = (n: number, change: Record<string, string | number> = {}, body?: Uint8Array) => {
    const { part, fields: f } = fields(n);
    return h.call('upload/chunk', {
      token,
      form: formOf({ ...f, ...change }, fileOf(body ?? part, filename)),
    });
  };
  const test = (n: number) => {
    const query = new URLSearchParams(
      Object.entries(fields(n).fields).map(([k, v]) => [k, String(v)]),
    );
    return h.call(`upload/chunk?${query}`, { token, method: 'GET' });
  };
  return { send, test, totalChunks };
}

describe('upload/chunk', () => {
  it('assembles chunks sent out of order and twice; the GET test tells what is held', async () => {
    // The GET test is the table's 'upload/chunk:test': GET on the same path.
    expect(callNamed('upload/chunk:test')).toMatchObject({ method: 'GET', path: 'upload/chunk' });
    const bytes = jpegBytes(5 * CHUNK + 100);
    const up = plan(bytes);
    expect((await up.test(3)).data).toEqual({ stored: false });
    for (const n of [3, 1, 6, 3, 5, 2]) {
      const r = await up.send(n);
      expect([r.status, r.data.file]).toEqual([200, null]);
    }
    expect((await up.test(3)).data).toEqual({ stored: true });
    expect((await up.test(4)).data).toEqual({ stored: false });
    const last = await up.send(4);
    expect(last.status).toBe(201);
    expect(last.data).toMatchObject({
      received: 6,
      totalChunks: 6,
      file: { kind: 'image', status: 'ready' },
    });
    // Sending it again (a reload that lost the answer) answers the same file.
    const again = await up.send(1);
    expect([again.status, again.data.file.id]).toEqual([201, last.data.file.id]);
    const served = await h.app.request(`/cdn/img${last.data.file.url}`);
    expect(served.status).toBe(200);
    // The picture as kept: decoded and encoded again (the comment segments padding it gone).
    const decoded = decodeImage(new Uint8Array(await served.arrayBuffer()));
    expect(await sharp(decoded).metadata()).toMatchObject({
      format: 'jpeg',
      width: 16,
      height: 16,
    });
    expect(decoded.length).toBeLessThan(bytes.length);
  });

  it('never assembles with a chunk missing; cleanup removes the abandoned upload', async () => {
    const up = plan(jpegBytes(3 * CHUNK));
    await up.send(1);
    await up.send(3);
    const [row] = await tdb.db.select().from(uploads).where(eq(uploads.status, 'receiving'));
    expect(row).toBeDefined();
    const paths = uploadPaths(testConfig().dataDir);
    expect(existsSync(path.join(paths.parts, row!.id))).toBe(true);
    expect(await cleanAbandonedUploads(tdb.db, paths, Date.now() + 25 * 3_600_000)).toBeGreaterThan(
      0,
    );
    expect(existsSync(path.join(paths.parts, row!.id))).toBe(false);
  });

  it('cleanup removes a chunk a stopped process left half-received in the spool folder', async () => {
    const paths = uploadPaths(testConfig().dataDir);
    mkdirSync(paths.incoming, { recursive: true });
    const left = path.join(paths.incoming, 'left-by-a-crash.part');
    writeFileSync(left, 'half a chunk');
    await cleanAbandonedUploads(tdb.db, paths, Date.now());
    expect(existsSync(left)).toBe(true);
    await cleanAbandonedUploads(tdb.db, paths, Date.now() + 25 * 3_600_000);
    expect(existsSync(left)).toBe(false);
  });

  it('refuses a corrupt chunk (400, worth a retry) and then takes the good one', async () => {
    const up = plan(jpegBytes(2 * CHUNK));
    const bad = await up.send(2, {}, new Uint8Array(CHUNK).fill(7));
    expect([bad.status, bad.code, bad.tip]).toEqual([400, 4000, '分片校验失败，请重试']);
    const cut = await up.send(2, { currentChunkSize: CHUNK }, new Uint8Array(10));
    expect(cut.status).toBe(400);
    expect((await up.send(2)).status).toBe(200);
  });

  it('writes chunks to disk as they arrive and leaves no temp file, kept or refused', async () => {
    const paths = uploadPaths(testConfig().dataDir);
    const up = plan(jpegBytes(2 * CHUNK));
    expect((await up.send(2, {}, new Uint8Array(CHUNK).fill(7))).status).toBe(400);
    expect((await up.send(1)).status).toBe(200);
    expect(readdirSync(paths.incoming)).toEqual([]);
    const [row] = await tdb.db
      .select()
      .from(uploads)
      .where(eq(uploads.identifier, `${2 * CHUNK}-file-${serial}`));
    expect(readdirSync(path.join(paths.parts, row!.id))).toEqual(['1.part']);
    expect((await up.send(2)).status).toBe(201);
    expect(readdirSync(paths.incoming)).toEqual([]);
  });

  it.each([
    [
      'a 5 GB declared size',
      { totalSize: 5 * 1024 ** 3, chunkSize: 1024 ** 2, totalChunks: 5120 },
      'photo.jpg',
      '图片不能超过20MB',
    ],
    ['a video over its limit', { totalSize: 600 * 1024 ** 2 }, 'clip.mp4', '视频不能超过500MB'],
    ['an unknown type', {}, 'tool.exe', '不支持该文件类型'],
  ])('refuses %s with 415 (permanent)', async (_what, change, filename, tip) => {
    const up = plan(jpegBytes(CHUNK), filename);
    const r = await up.send(1, change);
    expect([r.status, r.code, r.tip]).toEqual([415, 4000, tip]);
  });

  it('sniffs the content: an .exe renamed .jpg is refused', async () => {
    const exe = new Uint8Array(2 * CHUNK);
    exe.set([0x4d, 0x5a, 0x90, 0x00]);
    const r = await plan(exe, 'holiday.jpg').send(1);
    expect([r.status, r.tip]).toEqual([415, '文件内容与类型不符，请选择真实的图片或视频']);
  });

  it('takes a path in filename as a name only: nothing is written outside the data folder', async () => {
    const up = plan(jpegBytes(CHUNK), '../../../../tmp/evil/../x.jpg');
    const r = await up.send(1);
    expect(r.status).toBe(201);
    expect(r.data.file.url).toMatch(/^\/u\/[a-f0-9]{24}\.jpg$/);
    expect(existsSync('/tmp/x.jpg')).toBe(false);
    expect((await plan(jpegBytes(CHUNK), 'a\u0000.jpg').send(1)).code).toBe(4000);
  });

  it('needs a session and refuses bad fields with a Chinese tip', async () => {
    const r = await h.call('upload/chunk', { form: formOf({ chunkNumber: 1 }) });
    expect(r.code).toBe(1000);
    const bad = await h.call('upload/chunk', { token, form: formOf({ chunkNumber: 0 }) });
    expect(bad.code).toBe(4000);
    expect(bad.tip).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('upload/images, upload/img, upload/imgv2', () => {
  it.each(['upload/images', 'upload/img', 'upload/imgv2'])(
    '%s stores one checked picture',
    async (call) => {
      const ok = await h.call(call, { token, form: formOf({}, fileOf(jpegBytes(), 'me.jpeg')) });
      expect(ok.data).toMatchObject({
        kind: 'image',
        status: 'ready',
        url: expect.stringMatching(/\.jpeg$/),
      });
      const exe = await h.call(call, {
        token,
        form: formOf({}, fileOf(new Uint8Array([0x4d, 0x5a, 0, 0]), 'me.jpg')),
      });
      expect([exe.status, exe.code]).toEqual([415, 4000]);
      const doc = await h.call(call, { token, form: formOf({}, fileOf(jpegBytes(), 'me.pdf')) });
      expect(doc.status).toBe(415);
      expect((await h.call(call, { token, form: formOf({ file: 'text' }) })).code).toBe(4000);
    },
  );
});
