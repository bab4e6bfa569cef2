// Post calls (§7 "Post", docs/community-api.md): feeds, detail, the caller's own posts, buying
// a paid post, publishing and reporting (举报). All secure.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { pageRequest } from '../../services/platform/paging';
import { buyPost } from '../../services/community/post-actions';
import { publishPost } from '../../services/community/post-publish';
import { listPosts, myPosts, postDetail } from '../../services/community/posts';
import { reportThing } from '../../services/community/reports';

export function postHandlers(deps: RouteDeps): Handlers {
  const { db, now, jobs } = deps;
  return {
    // POST /api/app/post/list – published posts of a category tab (or of one user), newest or hottest
    'post/list': ({ input, session }) =>
      listPosts(db, { viewerId: session.userId, ...input }, pageRequest(input)),
    // POST /api/app/post/detail – one post (locked when paid and not bought); counts a view
    'post/detail': ({ input, session }) => postDetail(db, session.userId, input.id, now()),
    // POST /api/app/post/mypublish – the caller's posts in every state, with refusal reasons
    'post/mypublish': ({ input, session }) =>
      myPosts(db, { viewerId: session.userId, status: input.status }, pageRequest(input)),
    // POST /api/app/post/pay – buys a paid post with diamonds, once (again: charged 0)
    'post/pay': ({ input, session }) =>
      buyPost(db, { userId: session.userId, postId: input.id, nowMs: now() }),
    // POST /api/app/post/publish – stores a post as pending; moderation (and transcoding) decide
    'post/publish': async ({ input, session }) => {
      const made = await publishPost(db, { userId: session.userId, ...input }, now());
      jobs.moderate(made.id);
      return made;
    },
    // POST /api/app/post/report – a report (举报) of a post, comment or UP主, once per user and thing
    'post/report': ({ input, session }) =>
      reportThing(db, { userId: session.userId, ...input }, now()),
  };
}
