// The console's side nav. An item with a call is shown to the roles that may make it; the others
// are the areas still to come (issue 41 items 4–5 and part 2), each saying so honestly.
import type { AdminCallName } from '@/lib/protocol/admin-call-table';

export type NavItem = { href: string; label: string; call?: AdminCallName };

export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/admin', label: '概览' },
  { href: '/admin/content', label: '内容', call: 'content/ingest/list' },
  { href: '/admin/home-config', label: '首页配置', call: 'home/layout' },
  { href: '/admin/platform', label: '运营配置', call: 'platform/announcement/list' },
  { href: '/admin/feedback', label: '反馈与消息', call: 'feedback/list' },
  { href: '/admin/community', label: '社区', call: 'community/queue' },
  { href: '/admin/finance', label: '财务', call: 'orders/list' },
  { href: '/admin/users', label: '用户', call: 'users/find' },
  { href: '/admin/audit', label: '操作日志', call: 'audit/list' },
  { href: '/admin/operators', label: '管理员', call: 'operator/list' },
];
