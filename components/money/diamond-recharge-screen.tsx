'use client';
// /mine/diamondRecharge until recharging is built: the user's diamond balance and an honest word
// that paying in the app is coming. It exists so that 去充值 (the paywall, a collection purchase)
// is a navigation inside the app: a URL without a screen made the router reload the whole page,
// the splash drawn over it, to say only 页面不存在.
import { DiamondIcon } from '@/components/icons/video-icons';
import { EmptyState } from '@/components/ui/empty-state';
import { Header } from '@/components/ui/header';
import { useCurrentUser } from '@/lib/api/account/user';
import { formatDiamond } from '@/lib/domain/format';
import { walletOf } from '@/lib/domain/wallet';

import styles from './diamond-recharge-screen.module.css';

export function DiamondRechargeScreen() {
  const { user } = useCurrentUser();
  const wallet = walletOf(user);
  return (
    <main className={styles.screen}>
      <Header title="钻石充值" />
      <section className={styles.balance} aria-label="钻石余额">
        <DiamondIcon className={styles.icon} />
        <span className={styles.label}>当前钻石</span>
        <span className={styles.amount}>{wallet ? formatDiamond(wallet.diamonds) : '—'}</span>
      </section>
      <EmptyState
        text="在线充值即将上线"
        description="充值功能正在准备中，如需帮助请联系在线客服"
      />
    </main>
  );
}
