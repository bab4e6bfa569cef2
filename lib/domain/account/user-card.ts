// What the mine screen's user card shows, from the stored user (§3 user info, §4 VIP rules,
// §5 amounts). The origin sends more than §3 lists (nickname, avatar, isGuest, wallet…),
// loosely typed.
import { displayName } from './display-name';
import { formatDiamond, formatGold } from '../platform/format';
import { vipExpiryDay, vipLabel, type UserInfo, type VipLabel } from '../money/vip';
import { walletOf } from '../money/wallet';

export interface UserCardView {
  name: string;
  /** `游客 #id` or `ID #id`: the number support asks for. */
  tag: string;
  isGuest: boolean;
  avatar: string;
  vip: VipLabel;
  /** `2025-06-01 到期` (the day, not the second), or '' when not VIP. */
  expiry: string;
  /** Formatted wallet amounts (§5), present only when the user info carries its wallet. */
  diamond: string | null;
  gold: string | null;
}

type LooseUser = Pick<UserInfo, 'id' | 'normalVip' | 'supremeVip' | 'darkVip'> & {
  [field: string]: unknown;
};

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function userCardView(user: LooseUser | null | undefined): UserCardView | null {
  if (!user) return null;
  const isGuest = user.isGuest !== false;
  const expiry = vipExpiryDay(user);
  const wallet = walletOf(user);
  return {
    name: displayName({ id: user.id, nickname: textOf(user.nickname) }),
    tag: isGuest ? `游客 #${user.id}` : `ID #${user.id}`,
    isGuest,
    avatar: textOf(user.avatar),
    vip: vipLabel(user),
    expiry: expiry ? `${expiry} 到期` : '',
    diamond: wallet ? formatDiamond(wallet.diamonds) : null,
    gold: wallet ? formatGold(wallet.gold) : null,
  };
}
