// 图生视频 calls (§7 "Image to video"): the caller's own photo made into a short video with a
// chosen motion, after an explicit consent (docs/ai-api.md). Secure; a guest's session will do.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { generateVideo, hideVideo, listVideos } from '../../services/ai/videos';
import { pageRequest } from '../../services/platform/paging';

export function aiVideoHandlers(deps: RouteDeps): Handlers {
  const { db, now, jobs } = deps;
  return {
    // POST /api/app/imgToVideo/generate – charges and queues a video; a repeated requestId answers the first
    'imgToVideo/generate': async ({ input, session }) => {
      const { queued, ...generated } = await generateVideo(db, {
        userId: session.userId,
        photo: input.photo,
        motion: input.motion,
        requestId: input.requestId,
        nowMs: now(),
      });
      if (queued) jobs.aiVideo(generated.order.id);
      return generated;
    },
    // POST /api/app/imgToVideo/order – the caller's videos, newest first, hidden ones left out
    'imgToVideo/order': ({ input, session }) => listVideos(db, session.userId, pageRequest(input)),
    // POST /api/app/imgToVideo/hide – hides the caller's finished video and removes its files
    'imgToVideo/hide': ({ input, session }) => hideVideo(deps, session.userId, input.id),
  };
}
