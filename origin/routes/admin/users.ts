// The console's 用户 calls (docs/admin-api.md "Users"): reads and ending sessions for the owner,
// finance and moderators, grants for the owner and finance (the call table says so and
// admin-route.ts checks it before these run).
import type { RouteDeps } from '../../http/context';
import { endSessions, grantToUser } from '../../services/admin/users-changes';
import {
  findUsers,
  userDetail,
  userLedger,
  userPosts,
  userSessions,
} from '../../services/admin/users-view';
import type { AdminHandlers } from './admin-route';

type UserHandlers = Pick<AdminHandlers, Extract<keyof AdminHandlers, `users/${string}`>>;

const DEFAULT_PAGE_SIZE = 20;
const paged = (input: { page?: number | undefined; pageSize?: number | undefined }) => ({
  page: input.page ?? 1,
  pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
});

export function adminUserHandlers(deps: RouteDeps): UserHandlers {
  const { db, now } = deps;
  const actor = (session: { operator: { id: number } }, address: string) => ({
    operatorId: session.operator.id,
    address,
  });
  return {
    'users/find': ({ input }) => findUsers(db, input.query, paged(input)),
    'users/get': ({ input }) => userDetail(db, input.id, now()),
    'users/ledger': ({ input }) =>
      userLedger(db, input.id, { ...paged(input), currency: input.currency }),
    'users/sessions': ({ input }) => userSessions(db, input.id, now()),
    'users/sessions/end': ({ input, session, address }) =>
      endSessions(deps, actor(session, address), input),
    'users/posts': ({ input }) => userPosts(db, input.id, paged(input)),
    'users/grant': ({ input, session, address }) =>
      grantToUser(deps, actor(session, address), input),
  };
}
