// How the 用户 area shows a user's fields: kind, VIP tiers and post states in Chinese, balances
// as the app shows them, times in Shanghai time (finance's timeText).
import { grantText } from '@/lib/domain/admin/users';
import { VIP_TIER_NAME } from '@/lib/domain/money/vip';
import type { GrantRow, UserRow, UserVipRow } from '@/lib/protocol/shapes/admin/users';

export { timeText } from '../finance/orders-text';

const KIND_TEXT: Record<UserRow['kind'], string> = {
  guest: '游客',
  account: '注册用户',
  service: '系统身份',
};

export function kindText(user: UserRow): string {
  return user.closedAt ? `${KIND_TEXT[user.kind]}（已注销）` : KIND_TEXT[user.kind];
}

const POST_STATUS: Record<string, string> = {
  pending: '审核中',
  published: '已发布',
  rejected: '未通过',
};
export const postStatusText = (status: string) => POST_STATUS[status] ?? status;

export const vipTierText = (vip: UserVipRow) => VIP_TIER_NAME[vip.tier];

/** `+100钻石` / `VIP会员30天`, the grant's reward. */
export function grantRowText(grant: GrantRow): string {
  return grant.kind === 'diamonds'
    ? grantText({ kind: 'diamonds', amount: grant.amount })
    : grantText({ kind: 'vip', tier: grant.tier ?? 'normal', days: grant.amount });
}
