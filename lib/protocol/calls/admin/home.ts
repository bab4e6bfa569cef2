// The console's home and ad calls (issue 41 item 5, docs/admin-api.md "Home"): an editor's (and
// the owner's) tabs, sections and ads. Limits and the link rule come from
// lib/domain/admin/home-config.ts, so the form, this schema and the origin never disagree. Every
// save of an existing row sends the `version` it read; an older one is refused with 4090.
import * as v from 'valibot';

import {
  AD_POSITIONS,
  adLinkProblem,
  FEED_KINDS,
  FEED_ORDERS,
  HOME_AREAS,
  HOME_LIMITS,
  TIP_LINK_EMPTY,
} from '@/lib/domain/admin/home-config';
import { AD_LINK_FIELDS } from '@/lib/domain/platform/links';

import { defineAdminCall } from '../../admin-call';
import { bool, id, integer, isCleanText, oneOf, optional, payload } from '../../fields';
import {
  adAnswer,
  adList,
  homeLayout,
  homePreview,
  pictureAnswer,
  removed,
  tabAnswer,
} from '../../shapes/admin/home';
import { SECTION_LAYOUTS } from '../../shapes/video';

const editors = { area: 'home', access: 'operator', roles: ['owner', 'editor'] } as const;

function name(label: string, max: number) {
  return v.pipe(
    v.string(`${label}格式不正确`),
    v.trim(),
    v.check((value) => isCleanText(value), `${label}含有无法识别的字符，请修改后重试`),
    v.minLength(1, `请填写${label}`),
    v.maxLength(max, `${label}不能超过${max}个字`),
  );
}

const version = integer('版本号不正确，请刷新后再保存', 1, 2_147_483_647);
const sort = integer(`排序须为0到${HOME_LIMITS.sortMax}的整数`, 0, HOME_LIMITS.sortMax);
const refId = integer('关联编号须为非负整数', 0, 2_147_483_647);

/** The feed a tab or section lists (the home_tabs / home_sections columns of the same names). */
const feed = {
  kind: oneOf(FEED_KINDS, '请选择内容来源：全部视频、标签或专题'),
  refId: optional(refId),
  feedOrder: optional(oneOf(FEED_ORDERS, '请选择排序：编辑排序、最新、最热或播放最多')),
};

/** A section as the editor publishes it: with id and version when it exists already. */
export const SECTION_FIELDS = {
  id: optional(id('栏目编号不正确')),
  version: optional(version),
  name: name('栏目名称', HOME_LIMITS.nameMax),
  layout: oneOf(SECTION_LAYOUTS, '请选择栏目样式'),
  size: integer(
    `显示条数须为${HOME_LIMITS.sizeMin}到${HOME_LIMITS.sizeMax}`,
    HOME_LIMITS.sizeMin,
    HOME_LIMITS.sizeMax,
  ),
  ...feed,
  showMore: optional(bool('“查看更多”设置不正确')),
};

/** The link target: the H5's own dispatch rule (adLinkProblem) gives the tip. */
export const adLinkField = v.pipe(
  v.string(TIP_LINK_EMPTY),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? adLinkProblem(dataset.value) : null;
    if (problem) addIssue({ message: problem });
  }),
  v.trim(),
);

export const AD_FIELDS = {
  id: optional(id('广告编号不正确')),
  version: optional(version),
  position: v.pipe(
    integer('请选择广告位置', 1, 99),
    v.check((p) => AD_POSITIONS.includes(p), '请选择广告位置'),
  ),
  title: name('广告标题', HOME_LIMITS.adTitleMax),
  cover: v.pipe(
    v.string('请上传广告图片'),
    v.trim(),
    v.minLength(1, '请上传广告图片'),
    v.maxLength(300, '广告图片地址过长'),
    v.regex(/^\/[A-Za-z0-9._/-]+\.(?:jpe?g|png|gif|webp)$/i, '请上传广告图片'),
  ),
  link: adLinkField,
  linkField: optional(oneOf(AD_LINK_FIELDS, '链接字段不正确')),
  sort: optional(sort),
  enabled: optional(bool('上下线设置不正确')),
};

export const ADMIN_HOME_CALLS = [
  defineAdminCall('home/layout', {
    ...editors,
    request: payload({ area: oneOf(HOME_AREAS, '请选择区域：首页或长视频') }),
    response: homeLayout,
    note: 'the area’s tabs in order, each with its sections in order and every row’s version',
  }),
  defineAdminCall('home/tab/save', {
    ...editors,
    request: payload({
      id: optional(id('分类编号不正确')),
      version: optional(version),
      area: oneOf(HOME_AREAS, '请选择区域：首页或长视频'),
      name: name('分类名称', HOME_LIMITS.nameMax),
      ...feed,
      sort: optional(sort),
    }),
    response: tabAnswer,
    note: 'creates (no id) or edits a tab; an edit sends the version it read (4090 when stale); audited',
  }),
  defineAdminCall('home/tab/delete', {
    ...editors,
    request: payload({ id: id('分类编号不正确'), version }),
    response: removed,
    note: 'the tab and its sections; 4090 when stale; audited',
  }),
  defineAdminCall('home/publish', {
    ...editors,
    request: payload({
      tabId: id('分类编号不正确'),
      sections: v.pipe(
        v.array(payload(SECTION_FIELDS), '栏目列表格式不正确'),
        v.maxLength(HOME_LIMITS.sectionsMax, `每个分类最多${HOME_LIMITS.sectionsMax}个栏目`),
      ),
      removed: optional(
        v.pipe(
          v.array(payload({ id: id('栏目编号不正确'), version }), '删除列表格式不正确'),
          v.maxLength(100, '删除列表过长'),
        ),
      ),
    }),
    response: tabAnswer,
    note: 'the tab’s sections as the editor left them, in order (sort follows it): new ones created, changed ones saved, `removed` deleted, in one transaction; any stale version refuses all (4090); one audit row per changed section',
  }),
  defineAdminCall('home/preview', {
    ...editors,
    request: payload({
      sections: v.pipe(
        v.array(
          payload({
            ...feed,
            size: SECTION_FIELDS.size,
          }),
          '栏目列表格式不正确',
        ),
        v.maxLength(HOME_LIMITS.sectionsMax, `每个分类最多${HOME_LIMITS.sectionsMax}个栏目`),
      ),
    }),
    response: homePreview,
    note: 'the first videos (id, title, cover) each unsaved section’s feed would show now, for the phone preview; changes nothing',
  }),
  defineAdminCall('home/ad/list', {
    ...editors,
    request: payload({}),
    response: adList,
    note: 'every ad, by position then sort, with every position the app shows',
  }),
  defineAdminCall('home/ad/save', {
    ...editors,
    request: payload(AD_FIELDS),
    response: adAnswer,
    note: 'creates or edits an ad; the link passes the H5’s dispatch rule first (4000 with the reason); 4090 when stale; audited',
  }),
  defineAdminCall('home/ad/delete', {
    ...editors,
    request: payload({ id: id('广告编号不正确'), version }),
    response: removed,
    note: '4090 when stale; audited',
  }),
  defineAdminCall('home/ad/picture', {
    ...editors,
    form: true,
    request: payload({ file: v.instance(File, '请选择要上传的图片') }),
    response: pictureAnswer,
    note: 'multipart, one picture (jpg, png, gif, webp, bmp): decoded and encoded again, stored obfuscated on the IMAGE line like a cover; answers its path for home/ad/save',
  }),
] as const;
