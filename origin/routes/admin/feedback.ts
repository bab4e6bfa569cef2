// The console's feedback inbox and broadcasts (docs/admin-api.md "Feedback and messages"): a
// moderator's or the owner's (the call table says so and admin-route.ts checks it first).
import type { RouteDeps } from '../../http/context';
import {
  broadcastMessage,
  closeFeedback,
  replyFeedback,
} from '../../services/admin/feedback-changes';
import { listFeedback } from '../../services/admin/feedback-view';
import { imageLine } from '../../services/admin/home-view';
import type { AdminHandlers } from './admin-route';

type FeedbackHandlers = Pick<
  AdminHandlers,
  'feedback/list' | 'feedback/reply' | 'feedback/close' | 'message/broadcast'
>;

const DEFAULT_PAGE_SIZE = 20;

const actorOf = (session: { operator: { id: number } }, address: string) => ({
  operatorId: session.operator.id,
  address,
});

export function adminFeedbackHandlers(deps: RouteDeps): FeedbackHandlers {
  return {
    'feedback/list': async ({ input }) => ({
      ...(await listFeedback(deps.db, {
        status: input.status,
        page: input.page ?? 1,
        pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
      })),
      imageLine: imageLine(deps.config),
    }),
    'feedback/reply': async ({ input, session, address }) => ({
      item: await replyFeedback(deps, actorOf(session, address), input.id, input.reply),
    }),
    'feedback/close': async ({ input, session, address }) => ({
      item: await closeFeedback(deps, actorOf(session, address), input.id),
    }),
    'message/broadcast': ({ input, session, address }) =>
      broadcastMessage(deps, actorOf(session, address), input),
  };
}
