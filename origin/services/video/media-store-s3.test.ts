// The S3 media store against a real S3-compatible server (s3rver): what the disk store does,
// the same way, plus the bucket's own failures as clear errors.
import { mkdirSync, mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startS3Server, type S3Server } from '../../test/s3-server';
import { createDiskStore, type MediaStore } from './media-store';
import { createS3Store, MediaStoreError, parseListPage } from './media-store-s3';

let s3: S3Server;

beforeAll(async () => {
  s3 = await startS3Server('media');
});
afterAll(() => s3?.close());

const bytes = (...values: number[]) => new Uint8Array(values);

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-folder-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** Keys in the bucket, as S3 itself lists them (not through the store). */
async function bucketKeys(): Promise<string[]> {
  const { settings } = s3;
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
  });
  const response = await client.fetch(`${settings.endpoint}/${settings.bucket}?list-type=2`);
  return parseListPage(await response.text()).keys.sort();
}

const stores: [string, () => MediaStore][] = [
  ['disk', () => createDiskStore(mkdtempSync(path.join(tmpdir(), 'disk-store-')))],
  ['s3', () => createS3Store(s3.settings)],
];

describe.each(stores)('the %s media store', (kind, make) => {
  it('keeps a picture and reads it back, whole or a range', async () => {
    const store = make();
    expect(store.kind).toBe(kind);
    await store.put(`img/u/${kind}-a.jpg`, bytes(1, 2, 3, 4, 5));
    const found = await store.find(`img/u/${kind}-a.jpg`);
    expect(found?.size).toBe(5);
    expect(found!.mtime.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect([...(await found!.read())]).toEqual([1, 2, 3, 4, 5]);
    expect([...(await found!.read({ start: 1, end: 2 }))]).toEqual([2, 3]);
  });

  it('finds nothing for a missing key or one that is not a plain path', async () => {
    const store = make();
    expect(await store.find('img/u/none.jpg')).toBeNull();
    expect(await store.find('img/../secret')).toBeNull();
    expect(await store.find('img//a.jpg')).toBeNull();
    expect(await store.find('img/u/.hidden')).toBeNull();
  });

  it('replaces a folder with a local one, which is gone after', async () => {
    const store = make();
    const prefix = `vid/up-${kind}-clip`;
    await store.putFolder(prefix, folderWith({ 'old.m4s': 'old', '240p/index.m3u8': 'v1' }));
    const dir = folderWith({ 'master.m3u8': '#EXTM3U', '240p/index.m3u8': 'v2' });
    await store.putFolder(prefix, dir);
    expect(existsSync(dir)).toBe(false);
    expect(await store.find(`${prefix}/old.m4s`)).toBeNull();
    const variant = await store.find(`${prefix}/240p/index.m3u8`);
    expect(new TextDecoder().decode(await variant!.read())).toBe('v2');
    await store.removeFolder(prefix);
    expect(await store.find(`${prefix}/master.m3u8`)).toBeNull();
    expect(await store.find(`${prefix}/240p/index.m3u8`)).toBeNull();
  });

  it('removes one object, leaves its neighbours, and takes a missing key quietly', async () => {
    const store = make();
    await store.put(`img/u/${kind}-gone.jpg`, bytes(1));
    await store.put(`img/u/${kind}-kept.jpg`, bytes(2));
    await store.remove(`img/u/${kind}-gone.jpg`);
    expect(await store.find(`img/u/${kind}-gone.jpg`)).toBeNull();
    expect((await store.find(`img/u/${kind}-kept.jpg`))?.size).toBe(1);
    await expect(store.remove(`img/u/${kind}-gone.jpg`)).resolves.toBeUndefined();
    await expect(store.remove('img/../x')).rejects.toThrow(/bad media key/);
  });
});

describe('the S3 media store', () => {
  it('keeps everything below its prefix in a shared bucket', async () => {
    const store = createS3Store({ ...s3.settings, prefix: 'yingshi/' });
    await store.put('img/u/prefixed.png', bytes(9));
    expect(await bucketKeys()).toContain('yingshi/img/u/prefixed.png');
    expect((await store.find('img/u/prefixed.png'))?.size).toBe(1);
    expect(await createS3Store(s3.settings).find('img/u/prefixed.png')).toBeNull();
  });

  it('names the failure when the bucket is missing or the service is down', async () => {
    const missing = createS3Store({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(missing.put('img/u/x.jpg', bytes(1))).rejects.toThrow(MediaStoreError);
    const down = createS3Store({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    await expect(down.find('img/u/x.jpg')).rejects.toThrow(/^S3 HEAD img\/u\/x\.jpg: /);
  });

  it('refuses to write a key the origin did not make', async () => {
    const store = createS3Store(s3.settings);
    await expect(store.put('img/../x', bytes(1))).rejects.toThrow(/bad media key/);
  });
});

describe('parseListPage', () => {
  it('reads keys (XML entities decoded) and the token of a truncated page', () => {
    const xml = `<ListBucketResult><IsTruncated>true</IsTruncated><Contents><Key>a&amp;b.jpg</Key></Contents><Contents><Key>c.jpg</Key></Contents><NextContinuationToken>t&lt;1</NextContinuationToken></ListBucketResult>`;
    expect(parseListPage(xml)).toEqual({ keys: ['a&b.jpg', 'c.jpg'], next: 't<1' });
    expect(parseListPage('<IsTruncated>false</IsTruncated>')).toEqual({ keys: [], next: null });
  });
});
