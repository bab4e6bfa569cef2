// Published media in an S3-compatible bucket (AWS S3, MinIO, R2, COS, OSS…): path-style URLs,
// Signature V4 from aws4fetch. The origin still serves the bytes through the IMAGE and VID
// lines (obfuscated, signed); the bucket stays private.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

import { AwsClient } from 'aws4fetch';

import type { MediaStoreSettings } from '../../config';
import type { MediaFile } from './media-files';
import { keySegments, ownKey, type MediaStore } from './media-store';

/** The bucket of MEDIA_STORE=s3 (origin/config.ts). */
export type S3Settings = Omit<Extract<MediaStoreSettings, { kind: 's3' }>, 'kind'>;

export class MediaStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaStoreError';
  }
}

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);

/** The keys and the continuation token of one ListObjectsV2 page. */
export function parseListPage(xml: string): { keys: string[]; next: string | null } {
  const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => unescapeXml(m[1]!));
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
  const token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml);
  return { keys, next: truncated && token ? unescapeXml(token[1]!) : null };
}

async function filesUnder(dir: string, base = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(path.join(dir, entry.name), relative)));
    else if (entry.isFile()) out.push(relative);
  }
  return out;
}

export function createS3Store(settings: S3Settings): MediaStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  });
  const bucketUrl = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const objectUrl = (key: string) =>
    `${bucketUrl}/${`${settings.prefix}${key}`.split('/').map(encodeURIComponent).join('/')}`;

  async function call(url: string, init: RequestInit, what: string): Promise<Response> {
    let response: Response;
    try {
      response = await client.fetch(url, init);
    } catch (error) {
      throw new MediaStoreError(`S3 ${what}: ${(error as Error).message}`);
    }
    if (response.ok || response.status === 404) return response;
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? '';
    throw new MediaStoreError(`S3 ${what}: HTTP ${response.status} ${code}`.trim());
  }

  async function put(key: string, bytes: Uint8Array) {
    ownKey(key);
    const response = await call(
      objectUrl(key),
      { method: 'PUT', body: bytes as Uint8Array<ArrayBuffer> },
      `PUT ${key}`,
    );
    if (!response.ok) throw new MediaStoreError(`S3 PUT ${key}: no such bucket`);
  }

  async function keysBelow(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | null = null;
    do {
      const query = new URLSearchParams({
        'list-type': '2',
        prefix: `${settings.prefix}${prefix}/`,
      });
      if (token) query.set('continuation-token', token);
      const response = await call(`${bucketUrl}?${query}`, {}, `LIST ${prefix}`);
      if (!response.ok) return keys;
      const page = parseListPage(await response.text());
      keys.push(...page.keys.map((k) => k.slice(settings.prefix.length)));
      token = page.next;
    } while (token);
    return keys;
  }

  async function removeFolder(prefix: string) {
    ownKey(prefix);
    for (const key of await keysBelow(prefix))
      await call(objectUrl(key), { method: 'DELETE' }, `DELETE ${key}`);
  }

  return {
    kind: 's3',
    where: `${bucketUrl}/${settings.prefix}`,
    async find(key): Promise<MediaFile | null> {
      if (!keySegments(key)) return null;
      const url = objectUrl(key);
      const head = await call(url, { method: 'HEAD' }, `HEAD ${key}`);
      if (!head.ok) return null;
      const size = Number(head.headers.get('content-length') ?? 0);
      const modified = head.headers.get('last-modified');
      return {
        size,
        mtime: modified ? new Date(modified) : new Date(0),
        async read(range) {
          const headers = range ? { range: `bytes=${range.start}-${range.end}` } : undefined;
          const response = await call(url, { headers }, `GET ${key}`);
          if (!response.ok) throw new MediaStoreError(`S3 GET ${key}: gone`);
          return new Uint8Array(await response.arrayBuffer());
        },
      };
    },
    put,
    async putFolder(prefix, dir) {
      await removeFolder(prefix);
      for (const file of await filesUnder(dir))
        await put(`${prefix}/${file}`, new Uint8Array(await readFile(path.join(dir, file))));
      await rm(dir, { recursive: true, force: true });
    },
    removeFolder,
    async remove(key) {
      ownKey(key);
      // A missing object answers 404, which call() lets through: already gone.
      await call(objectUrl(key), { method: 'DELETE' }, `DELETE ${key}`);
    },
  };
}
