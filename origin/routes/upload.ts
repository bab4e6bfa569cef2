// Upload calls (§7 "Upload"): one picture (images public, img and imgv2 secure) and the chunked
// target (GET test, POST chunk) whose HTTP statuses the uploader reads (§5).
import type { RouteDeps } from '../http/context';
import type { Handlers } from '../http/route';
import { uploadPaths } from '../services/upload-paths';
import { storeChunk, storeImage, testChunk } from '../services/uploads';

export function uploadHandlers(deps: RouteDeps): Handlers {
  const { db, now, jobs, config, media } = deps;
  const paths = uploadPaths(config.dataDir);
  const onVideo = (id: string, userId: number | null) => jobs.transcode(id, userId);
  const store = { db, paths, media, now, onVideo };
  return {
    // POST /api/app/upload/images – one picture, public (a guest's avatar…); answers its IMAGE-line path
    'upload/images': ({ input, session }) => storeImage(store, session?.userId ?? null, input.file),
    // POST /api/app/upload/img – one picture of the caller's (post pictures)
    'upload/img': ({ input, session }) => storeImage(store, session.userId, input.file),
    // POST /api/app/upload/imgv2 – as upload/img
    'upload/imgv2': ({ input, session }) => storeImage(store, session.userId, input.file),
    // GET /api/app/upload/chunk – whether a chunk (or the whole file) is already held
    'upload/chunk:test': ({ input, session }) =>
      testChunk(db, { ...input, userId: session.userId }),
    // POST /api/app/upload/chunk – stores a chunk; 201 when it completes the file, 202 when a video is queued
    'upload/chunk': async ({ input, session, c }) => {
      const { status, ...stored } = await storeChunk(store, { ...input, userId: session.userId });
      if (status !== 200) c.set('answerStatus', status);
      return stored;
    },
  };
}
