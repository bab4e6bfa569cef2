// The audit log's actions (issue 41 item 3): one per kind of change an operator makes, with the
// Chinese label the console shows. A new change adds its action here.

export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.logout',
  'auth.totp.enrol',
  'operator.create',
  'operator.disable',
  'video.ingest',
  'video.draft',
  'video.publish',
  'video.unpublish',
  'video.delete',
  'video.place',
  'home.tab.save',
  'home.tab.delete',
  'home.section.save',
  'home.section.delete',
  'ad.save',
  'ad.delete',
  'announcement.save',
  'announcement.delete',
  'theme.set',
  'live.save',
  'live.delete',
  'aiTemplate.save',
  'app.save',
  'app.delete',
  'task.save',
  'task.delete',
  'order.refund',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'auth.login': '登录',
  'auth.logout': '退出登录',
  'auth.totp.enrol': '绑定动态验证码',
  'operator.create': '创建管理员',
  'operator.disable': '停用管理员',
  'video.ingest': '导入视频',
  'video.draft': '编辑视频信息',
  'video.publish': '发布视频',
  'video.unpublish': '下架视频',
  'video.delete': '删除视频',
  'video.place': '调整视频位置',
  'home.tab.save': '保存首页分类',
  'home.tab.delete': '删除首页分类',
  'home.section.save': '保存首页栏目',
  'home.section.delete': '删除首页栏目',
  'ad.save': '保存广告',
  'ad.delete': '删除广告',
  'announcement.save': '保存公告',
  'announcement.delete': '删除公告',
  'theme.set': '切换主题',
  'live.save': '保存直播频道',
  'live.delete': '删除直播频道',
  'aiTemplate.save': '编辑AI模板',
  'app.save': '保存推荐应用',
  'app.delete': '删除推荐应用',
  'task.save': '保存福利任务',
  'task.delete': '删除福利任务',
  'order.refund': '订单退款',
};

export const AUDIT_PAGE_SIZE_MAX = 100;
export const AUDIT_SORTS = ['at', 'action', 'operator'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];
