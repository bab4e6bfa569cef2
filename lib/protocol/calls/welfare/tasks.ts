// The 福利 tab's calls of §7 (docs/welfare-api.md): Usertask (daily and one-off tasks that give
// diamonds) and Apps (应用推荐, with click counting).
import * as v from 'valibot';

import { defineCall } from '../../call';
import { id, paging, payload } from '../../fields';
import { pageOf } from '../../shapes/video';
import { appClick, appItem, taskClaimed, userTaskList } from '../../shapes/welfare/tasks';

export const WELFARE_CALLS = [
  defineCall('usertask/list', {
    repeatable: true,
    area: 'Usertask',
    access: 'secure',
    request: payload({}),
    response: userTaskList,
    note: 'every task with the caller’s progress and state today (daily tasks start over at midnight, Asia/Shanghai)',
  }),
  defineCall('usertask/get', {
    area: 'Usertask',
    access: 'secure',
    request: payload({ id: id('任务ID格式不正确') }),
    response: taskClaimed,
    note: 'claims a finished task’s diamonds once per day (daily) or once ever; 4030 for a guest (登录后即可领取), 4000 not finished or already claimed, 4040 unknown task',
  }),
  defineCall('apps/list', {
    repeatable: true,
    area: 'Apps',
    access: 'public',
    request: payload({}),
    response: v.object({ list: v.array(appItem) }),
    note: 'the recommended apps, in the operator’s order',
  }),
  defineCall('apps/page', {
    area: 'Apps',
    access: 'public',
    request: payload({ ...paging }),
    response: pageOf(appItem),
    note: 'the same apps, a page at a time',
  }),
  defineCall('apps/click', {
    area: 'Apps',
    access: 'public',
    request: payload({ id: id('应用ID格式不正确') }),
    response: appClick,
    note: 'counts a tap on an app and answers its link; 4040 unknown or withdrawn app',
  }),
] as const;
