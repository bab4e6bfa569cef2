// Who owns a chunked upload decides what it may be (docs/community-api.md "Uploads",
// docs/admin-api.md "Content"): a user's follows the community's categories, size limits and
// quotas and queues its video for the community transcoder; an operator's is a source to ingest
// (MP4/MOV/MKV up to 4 GiB, the operator probe limits, no quota, and it waits for ingest/start).
import { type UploadKind } from '@/lib/protocol/shapes/community';
import { VIDEO_LIMITS, type VideoLimits } from '@/lib/domain/video/uploads';

import type { Db } from '../../db/client';
import { checkDeclared, type Declared } from './upload-rules';
import { chargeDaily, checkOpenUploads, lockUploader, type Uploader } from './upload-quotas';

export type UploadPolicy = {
  /** The row's owner: a user, or null for an operator's (its identifier names the operator). */
  userId: number | null;
  /** The declared file's kind, or a refusal (415). */
  check(declared: Declared): UploadKind;
  /** Serialises one owner's first chunks inside `tx`, so two of them make one row. */
  lock(tx: Db): Promise<void>;
  /** Counts a new (or restarted) upload in `tx`; throws to refuse it. */
  charge(tx: Db, kind: UploadKind, totalSize: number, nowMs: number, rowId?: string): Promise<void>;
  /** What the probe of an assembled video allows. */
  videoLimits: VideoLimits;
  /** An assembled video goes to the community transcoder (onVideo); an operator's does not. */
  queuesVideo: boolean;
};

/** A user's upload: the community's rules (upload-rules.ts, upload-quotas.ts). */
export function communityPolicy(uploader: Uploader): UploadPolicy {
  return {
    userId: uploader.userId,
    check: checkDeclared,
    lock: (tx) => lockUploader(tx, uploader.userId),
    async charge(tx, kind, totalSize, nowMs, rowId) {
      await checkOpenUploads(tx, uploader.userId, nowMs, rowId);
      await chargeDaily(tx, uploader, { picture: kind === 'image', bytes: totalSize }, nowMs);
    },
    videoLimits: VIDEO_LIMITS,
    queuesVideo: true,
  };
}
