// AI小说 calls (§7 "Text to novel"): a title, a genre and an outline written into a novel chapter
// by chapter by the AI provider (docs/ai-api.md). Secure; a guest's session will do.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { generateNovel, hideNovel, listNovels, novelInfo } from '../../services/ai/novels';
import { pageRequest } from '../../services/platform/paging';

export function aiNovelHandlers(deps: RouteDeps): Handlers {
  const { db, now, jobs, ai } = deps;
  return {
    // POST /api/app/txtToNovel/generate – charges and queues a novel; a repeated requestId answers the first
    'txtToNovel/generate': async ({ input, session }) => {
      const { queued, ...generated } = await generateNovel(db, {
        userId: session.userId,
        title: input.title,
        genre: input.genre,
        outline: input.outline,
        chapters: input.chapters,
        requestId: input.requestId,
        demo: ai.demo,
        nowMs: now(),
      });
      if (queued) jobs.aiNovel(generated.novel.id, session.userId);
      return generated;
    },
    // POST /api/app/txtToNovel/info – the caller's novel with its chapters so far
    'txtToNovel/info': ({ input, session }) => novelInfo(db, session.userId, input.id),
    // POST /api/app/txtToNovel/list – the caller's novels, newest first, hidden ones left out
    'txtToNovel/list': ({ input, session }) => listNovels(db, session.userId, pageRequest(input)),
    // POST /api/app/txtToNovel/hide – hides the caller's finished novel and drops its text
    'txtToNovel/hide': ({ input, session }) => hideNovel(db, session.userId, input.id),
  };
}
