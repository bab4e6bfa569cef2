// Comment calls (§7 "Comment"): add a comment or a reply, list a post's comments. Secure.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { addComment, listComments } from '../../services/community/comments';
import { pageRequest } from '../../services/platform/paging';

export function commentHandlers(deps: RouteDeps): Handlers {
  const { db, now } = deps;
  return {
    // POST /api/app/comment/add – a comment on a published post, or a reply (one level) with @-mentions
    'comment/add': ({ input, session }) =>
      addComment(db, { userId: session.userId, ...input }, now()),
    // POST /api/app/comment/list – top comments (newest or hottest) with their newest replies, or one thread's replies
    'comment/list': ({ input, session }) =>
      listComments(db, { viewerId: session.userId, ...input }, pageRequest(input)),
  };
}
