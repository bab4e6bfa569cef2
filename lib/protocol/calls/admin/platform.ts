// The console's 运营配置 calls (issue 41 item 5, docs/admin-api.md "Platform"): announcements
// (the notice bar and popup), the seasonal theme, live channels, AI templates, recommended apps
// and welfare tasks, for an editor and the owner. Every change is audited. Limits and link rules
// come from lib/domain/admin/platform.ts, which the origin's own checks read too.
import {
  appUrlProblem,
  PLATFORM_LIMITS as L,
  taskLinkProblem,
  TIP_LIVE_SOURCE,
  TIP_THEME,
} from '@/lib/domain/admin/platform';
import { THEMES } from '@/lib/domain/shell/themes';
import { TASK_KINDS, TASK_PERIODS } from '@/lib/domain/welfare/welfare';
import * as v from 'valibot';

import { defineAdminCall } from '../../admin-call';
import { bool, id, integer, isCleanText, oneOf, optional, payload } from '../../fields';
import {
  aiTemplateRow,
  announcementRow,
  appList,
  appRow,
  deleted,
  itemOf,
  listOf,
  liveList,
  liveRow,
  taskRow,
  themeState,
} from '../../shapes/admin/platform';

const editors = { area: 'platform', access: 'operator', roles: ['owner', 'editor'] } as const;

/** A trimmed text: `需填写` when empty unless `mayBeEmpty`, at most `max` characters. */
function words(label: string, max: number, { multiline = false, mayBeEmpty = false } = {}) {
  return v.pipe(
    v.string(`${label}格式不正确`),
    v.trim(),
    v.check((value) => isCleanText(value, multiline), `${label}含有无法识别的字符，请修改后重试`),
    v.minLength(mayBeEmpty ? 0 : 1, `请填写${label}`),
    v.maxLength(max, `${label}不能超过${max}个字`),
  );
}

const sort = integer(`排序须为0到${L.sortMax}的整数`, 0, L.sortMax);
const enabled = bool('请选择是否上线');
const rowId = (label: string) => id(`${label}编号不正确`);

/** A path or link checked by a domain rule: the rule's own tip when it refuses. */
const checkedLink = (label: string, problem: (value: string) => string) =>
  v.pipe(
    words(label, L.linkMax, { mayBeEmpty: true }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const tip = problem(dataset.value);
      if (tip) addIssue({ message: tip });
    }),
  );

const del = <const N extends string>(name: N, label: string) =>
  defineAdminCall(name, {
    ...editors,
    request: payload({ id: rowId(label) }),
    response: deleted,
    note: 'audited (the row before)',
  });

export const ADMIN_PLATFORM_CALLS = [
  defineAdminCall('platform/announcement/list', {
    ...editors,
    request: payload({}),
    response: listOf(announcementRow),
    note: 'every announcement, switched-off ones included, in the notice bar order',
  }),
  defineAdminCall('platform/announcement/save', {
    ...editors,
    request: payload({
      id: optional(rowId('公告')),
      title: words('公告标题', L.titleMax),
      content: words('公告内容', L.contentMax, { multiline: true }),
      popup: bool('请选择是否弹窗'),
      sort,
      enabled,
    }),
    response: itemOf(announcementRow),
    note: 'no id: a new one; in ping/config `announcement` (the notice bar, popup ones once per session); audited',
  }),
  del('platform/announcement/delete', '公告'),
  defineAdminCall('platform/theme/get', {
    ...editors,
    request: payload({}),
    response: themeState,
    note: 'the theme in force, the env fallback and the eight themes of lib/domain/shell/themes.ts',
  }),
  defineAdminCall('platform/theme/set', {
    ...editors,
    request: payload({ value: integer(TIP_THEME, 1, THEMES.length) }),
    response: themeState,
    note: 'saved in app_config `theme`; ping/config sends it from then on; audited',
  }),
  defineAdminCall('platform/live/list', {
    ...editors,
    request: payload({}),
    response: liveList,
    note: 'every channel, its categories, and the sources and covers a channel may use',
  }),
  defineAdminCall('platform/live/save', {
    ...editors,
    request: payload({
      id: optional(rowId('频道')),
      name: words('频道名称', L.nameMax),
      categoryId: rowId('直播分类'),
      clip: v.pipe(v.string(TIP_LIVE_SOURCE), v.regex(/^[a-z0-9-]{1,32}$/, TIP_LIVE_SOURCE)),
      cover: v.pipe(v.string('请选择封面'), v.regex(/^\/[A-Za-z0-9/_.-]{1,120}$/, '请选择封面')),
      programme: words('正在播出', L.programmeMax),
      baseViewers: integer('基础人数须为0到10000000的整数', 0, 10_000_000),
      featured: bool('请选择是否热门'),
      sort,
      enabled,
    }),
    response: itemOf(liveRow),
    note: 'the source is one of the origin clips (a changed source restarts the loop); audited',
  }),
  del('platform/live/delete', '频道'),
  defineAdminCall('platform/ai/list', {
    ...editors,
    request: payload({}),
    response: listOf(aiTemplateRow),
    note: 'the face-swap templates; nothing of aiOrder/strip/* exists here by design',
  }),
  defineAdminCall('platform/ai/save', {
    ...editors,
    request: payload({
      id: rowId('模板'),
      title: words('模板名称', L.nameMax),
      price: integer(`价格须为0到${L.priceMax}的整数（0.1钻石）`, 0, L.priceMax),
      position: sort,
      enabled,
    }),
    response: itemOf(aiTemplateRow),
    note: 'edits a template (no new one: its face oval is made with its picture); an order already made keeps its price; audited',
  }),
  defineAdminCall('platform/app/list', {
    ...editors,
    request: payload({}),
    response: appList,
  }),
  defineAdminCall('platform/app/save', {
    ...editors,
    request: payload({
      id: optional(rowId('应用')),
      name: words('应用名称', L.nameMax),
      icon: v.pipe(v.string('请选择图标'), v.regex(/^\/[A-Za-z0-9/_.-]{1,120}$/, '请选择图标')),
      description: words('应用简介', L.descriptionMax),
      url: checkedLink('应用链接', (url) => (url ? appUrlProblem(url) : '请填写应用链接')),
      sort,
      enabled,
    }),
    response: itemOf(appRow),
    note: 'the link: https, or one of the origin app pages (lib/domain/platform/app-links.ts); audited',
  }),
  del('platform/app/delete', '应用'),
  defineAdminCall('platform/task/list', {
    ...editors,
    request: payload({}),
    response: listOf(taskRow),
  }),
  defineAdminCall('platform/task/save', {
    ...editors,
    request: payload({
      id: optional(rowId('任务')),
      kind: oneOf(TASK_KINDS, '请选择任务类型'),
      period: oneOf(TASK_PERIODS, '请选择任务周期'),
      title: words('任务名称', L.nameMax),
      description: words('任务说明', L.descriptionMax, { mayBeEmpty: true }),
      goal: integer(`目标须为1到${L.goalMax}的整数`, 1, L.goalMax),
      reward: integer(`奖励须为1到${L.rewardMax}的整数（0.1钻石）`, 1, L.rewardMax),
      link: checkedLink('任务链接', taskLinkProblem),
      sort,
      enabled,
    }),
    response: itemOf(taskRow),
    note: 'a claim keeps the reward it was given; kind and period are fixed once claimed; audited',
  }),
  del('platform/task/delete', '任务'),
] as const;
