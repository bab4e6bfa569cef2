// A real S3-compatible server for the media-store tests: s3rver on a loopback port, its bucket
// in a temp folder. It speaks the S3 REST API the store uses (PUT, GET with Range, HEAD,
// DELETE, ListObjectsV2); it does not check signatures, so credentials are not under test here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';

import type { S3Settings } from '../services/video/media-store-s3';

export type S3Server = { settings: S3Settings; close(): Promise<void> };

export async function startS3Server(bucket = 'media', prefix = ''): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
