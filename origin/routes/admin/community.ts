// The console's 社区 (docs/admin-api.md "Community"): the moderators' queue, its decisions, bans
// and the banned-word list; the owner's and a moderator's (admin-route.ts checks the role first).
import type { RouteDeps } from '../../http/context';
import {
  banUser,
  bannedWordsOf,
  setBannedWords,
  unbanUser,
} from '../../services/admin/moderation-bans';
import { decideCase } from '../../services/admin/moderation-changes';
import { bansInForce, listQueue, openCounts } from '../../services/admin/moderation-view';
import { imageLine } from '../../services/admin/home-view';
import type { AdminHandlers } from './admin-route';

type CommunityHandlers = Pick<
  AdminHandlers,
  | 'community/queue'
  | 'community/counts'
  | 'community/approve'
  | 'community/reject'
  | 'community/remove'
  | 'community/ban'
  | 'community/unban'
  | 'community/bans'
  | 'community/words/get'
  | 'community/words/set'
>;

const DEFAULT_PAGE_SIZE = 20;

const actorOf = (session: { operator: { id: number } }, address: string) => ({
  operatorId: session.operator.id,
  address,
});

export function adminCommunityHandlers(deps: RouteDeps): CommunityHandlers {
  return {
    'community/queue': async ({ input }) => ({
      ...(await listQueue(
        deps.db,
        {
          status: input.status,
          source: input.source,
          page: input.page ?? 1,
          pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
        },
        deps.now(),
      )),
      imageLine: imageLine(deps.config),
    }),
    'community/counts': () => openCounts(deps.db),
    'community/approve': async ({ input, session, address }) => ({
      item: await decideCase(deps, actorOf(session, address), {
        id: input.id,
        decision: 'approve',
      }),
    }),
    'community/reject': async ({ input, session, address }) => ({
      item: await decideCase(deps, actorOf(session, address), { ...input, decision: 'reject' }),
    }),
    'community/remove': async ({ input, session, address }) => ({
      item: await decideCase(deps, actorOf(session, address), { ...input, decision: 'remove' }),
    }),
    'community/ban': ({ input, session, address }) =>
      banUser(deps, actorOf(session, address), input),
    'community/unban': ({ input, session, address }) =>
      unbanUser(deps, actorOf(session, address), input.userId),
    'community/bans': async () => ({ items: await bansInForce(deps.db, deps.now()) }),
    'community/words/get': () => bannedWordsOf(deps.db),
    'community/words/set': ({ input, session, address }) =>
      setBannedWords(deps, actorOf(session, address), input.words),
  };
}
