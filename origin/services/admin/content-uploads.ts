// An operator's source upload (docs/admin-api.md "Content"): the community's chunked protocol and
// code (services/platform/uploads.ts) under the operator's rules: MP4/MOV/MKV up to 4 GiB, the
// operator probe limits, no daily quota, and an assembled file that waits for ingest/start
// instead of the community transcoder. Its row has no user; its identifier names the operator.
import { and, eq, isNull } from 'drizzle-orm';

import { fileExtension } from '@/lib/domain/platform/files';
import {
  INGEST_MAX_BYTES,
  isIngestExtension,
  OPERATOR_VIDEO_LIMITS,
  TIP_INGEST_FORMAT,
  TIP_INGEST_TOO_LARGE,
} from '@/lib/domain/video/uploads';

import type { Db } from '../../db/client';
import { operators } from '../../db/schema/admin';
import { uploads } from '../../db/schema/community';
import type { UploadPolicy } from '../platform/upload-policy';
import { checkPlan, refuseType } from '../platform/upload-rules';

const PREFIX = (operatorId: number) => `op${operatorId}-`;

/** The row's identifier for an operator's client identifier: one operator never sees another's. */
export const operatorIdentifier = (operatorId: number, identifier: string): string =>
  `${PREFIX(operatorId)}${identifier}`;

export function operatorUploadPolicy(operatorId: number): UploadPolicy {
  return {
    userId: null,
    check(declared) {
      if (!isIngestExtension(fileExtension(declared.filename))) throw refuseType(TIP_INGEST_FORMAT);
      if (declared.totalSize > INGEST_MAX_BYTES) throw refuseType(TIP_INGEST_TOO_LARGE);
      checkPlan(declared);
      return 'video';
    },
    async lock(tx) {
      await tx
        .select({ id: operators.id })
        .from(operators)
        .where(eq(operators.id, operatorId))
        .for('update');
    },
    // An editor's sources are films: no daily byte quota (the 4 GiB per file is the limit).
    charge: async () => undefined,
    videoLimits: OPERATOR_VIDEO_LIMITS,
    queuesVideo: false,
  };
}

/** Whether `uploadId` is this operator's upload (never a user's: ingest/start takes no other). */
export async function isOperatorUpload(
  db: Db,
  uploadId: string,
  operatorId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ identifier: uploads.identifier })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), isNull(uploads.userId)));
  return !!row && row.identifier.startsWith(PREFIX(operatorId));
}
