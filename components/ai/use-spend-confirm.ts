'use client';
// Asks before the AI studio spends diamonds (face swap on a paid template, 图生视频): the price,
// the balance after, and that a failed work gives them back; 取消 spends nothing. A free work, or
// a balance already known to be short (the origin refuses it and nothing is spent), is not asked.
import { useConfirm } from '@/components/ui/confirm';
import { useCurrentUser } from '@/lib/api/account/user';
import { formatDiamond } from '@/lib/domain/platform/format';
import { walletOf } from '@/lib/domain/money/wallet';

export const SPEND_CONFIRM_TITLE = '确认生成';

export function useSpendConfirm(): (price: number) => Promise<boolean> {
  const confirm = useConfirm();
  const { user } = useCurrentUser();
  const balance = walletOf(user)?.diamonds ?? null;
  return async (price) => {
    if (price <= 0 || (balance !== null && balance < price)) return true;
    const after = balance === null ? '' : `，生成后剩余 ${formatDiamond(balance - price)} 钻石`;
    return confirm({
      title: SPEND_CONFIRM_TITLE,
      message: `本次生成将消耗 ${formatDiamond(price)} 钻石${after}。生成失败时，钻石将自动退回。`,
      confirmText: SPEND_CONFIRM_TITLE,
      cancelText: '取消',
    });
  };
}
