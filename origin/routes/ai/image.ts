// 文生图 calls (§7 "Text to image"): a prompt, a style and a size drawn into a paid picture by the
// AI provider (docs/ai-api.md). Secure; a guest's session will do.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { generateImage, hideImage, listImages } from '../../services/ai/images';
import { pageRequest } from '../../services/platform/paging';

export function aiImageHandlers(deps: RouteDeps): Handlers {
  const { db, now, jobs } = deps;
  return {
    // POST /api/app/txtToImg/generate – charges and queues a picture; a repeated requestId answers the first
    'txtToImg/generate': async ({ input, session }) => {
      const { queued, ...generated } = await generateImage(db, {
        userId: session.userId,
        prompt: input.prompt,
        style: input.style,
        size: input.size,
        requestId: input.requestId,
        nowMs: now(),
      });
      if (queued) jobs.aiImage(generated.order.id);
      return generated;
    },
    // POST /api/app/txtToImg/list – the caller's pictures, newest first, hidden ones left out
    'txtToImg/list': ({ input, session }) => listImages(db, session.userId, pageRequest(input)),
    // POST /api/app/txtToImg/hide – hides the caller's finished picture and removes it
    'txtToImg/hide': ({ input, session }) => hideImage(deps, session.userId, input.id),
  };
}
