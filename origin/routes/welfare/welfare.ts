// 福利 calls (§7 Usertask, Apps; docs/welfare-api.md): daily and one-off tasks that give diamonds
// (secure; claiming needs an account) and the recommended apps (public).
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { pageRequest } from '../../services/platform/paging';
import { appsPage, clickApp, listApps } from '../../services/welfare/recommended-apps';
import { claimTask, listUserTasks } from '../../services/welfare/user-tasks';

export function welfareHandlers(deps: RouteDeps): Handlers {
  const { db, now } = deps;
  const base = deps.config.publicUrl;
  return {
    // POST /api/app/usertask/list – every task with the caller's progress and state today, and the check-in streak
    'usertask/list': ({ session }) => listUserTasks(db, session.userId, now()),
    // POST /api/app/usertask/get – claims a finished task's diamonds (4030 guest, 4000 not done or claimed)
    'usertask/get': ({ input, session }) =>
      claimTask(db, {
        userId: session.userId,
        guest: session.kind === 'guest',
        taskId: input.id,
        nowMs: now(),
      }),
    // POST /api/app/apps/list – the recommended apps in the operator's order
    'apps/list': () => listApps(db, base),
    // POST /api/app/apps/page – the same, a page at a time
    'apps/page': ({ input }) => appsPage(db, pageRequest(input), base),
    // POST /api/app/apps/click – counts a tap (with the caller, if any) and answers the app's link
    'apps/click': ({ input, session, c }) =>
      clickApp(
        db,
        { id: input.id, userId: session?.userId ?? null, ip: c.get('clientIp'), base },
        now(),
      ),
  };
}
