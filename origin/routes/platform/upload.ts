// Upload calls (§7 "Upload"): one picture (images, img and imgv2, each needing a session: see
// docs/community-api.md "Uploads") and the chunked target (GET test, POST chunk) whose HTTP
// statuses the uploader reads (§5). Every one is counted against the caller's upload quotas.
import type { OriginContext } from '../../http/context';
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import type { Session } from '../../services/account/sessions';
import { uploadPaths } from '../../services/platform/upload-paths';
import type { Uploader } from '../../services/platform/upload-quotas';
import { storeImage } from '../../services/platform/upload-image';
import { communityPolicy } from '../../services/platform/upload-policy';
import { storeChunk, testChunk } from '../../services/platform/uploads';

/** The quotas' view of the caller: user, device and the address the BFF saw. */
const uploaderOf = (session: Session, c: OriginContext): Uploader => ({
  userId: session.userId,
  deviceId: session.deviceId,
  ip: c.get('clientIp'),
});

export function uploadHandlers(deps: RouteDeps): Handlers {
  const { db, now, jobs, config, media } = deps;
  const paths = uploadPaths(config.dataDir);
  const onVideo = (id: string, userId: number | null) => jobs.transcode(id, userId);
  const store = { db, paths, media, now, onVideo };
  return {
    // POST /api/app/upload/images – one picture of the caller's (secure here, public in §7)
    'upload/images': ({ input, session, c }) =>
      storeImage(store, uploaderOf(session, c), input.file),
    // POST /api/app/upload/img – one picture of the caller's (post pictures, AI photos)
    'upload/img': ({ input, session, c }) => storeImage(store, uploaderOf(session, c), input.file),
    // POST /api/app/upload/imgv2 – as upload/img
    'upload/imgv2': ({ input, session, c }) =>
      storeImage(store, uploaderOf(session, c), input.file),
    // GET /api/app/upload/chunk – whether a chunk (or the whole file) is already held
    'upload/chunk:test': ({ input, session }) =>
      testChunk(db, { ...input, userId: session.userId }),
    // POST /api/app/upload/chunk – stores a chunk; 201 when it completes the file, 202 when a video is queued
    'upload/chunk': async ({ input, session, c }) => {
      const uploader = uploaderOf(session, c);
      const request = { ...input, ...uploader };
      const { status, ...stored } = await storeChunk(store, request, communityPolicy(uploader));
      if (status !== 200) c.set('answerStatus', status);
      return stored;
    },
  };
}
