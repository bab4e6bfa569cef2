// The media store a configuration asks for (origin/config.ts mediaStore).
import path from 'node:path';

import type { OriginConfig } from '../../config';
import { createDiskStore, type MediaStore } from './media-store';
import { createS3Store } from './media-store-s3';

export function mediaStoreOf(config: Pick<OriginConfig, 'dataDir' | 'mediaStore'>): MediaStore {
  const settings = config.mediaStore;
  return settings.kind === 's3'
    ? createS3Store(settings)
    : createDiskStore(path.join(config.dataDir, 'media'));
}
