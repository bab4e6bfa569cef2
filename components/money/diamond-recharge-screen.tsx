'use client';
// /mine/diamondRecharge 钻石充值, where a short balance sends the user (the paywall, a collection
// purchase): the diamond balance and the cashier of diamond packages, payable with gold too.
// It is a screen of the app, so 去充值 is a navigation inside it (no reload, no splash).
import { DiamondIcon } from '@/components/icons/video-icons';
import { Header } from '@/components/ui/header';
import { useCurrentUser } from '@/lib/api/account/user';
import { formatDiamond } from '@/lib/domain/platform/format';
import { walletOf } from '@/lib/domain/money/wallet';

import { RechargePanel } from './recharge-panel';
import { BalanceCard, RecordsLink } from './recharge-screen-parts';
import styles from './recharge-screen.module.css';

export function DiamondRechargeScreen() {
  const { user } = useCurrentUser();
  const wallet = walletOf(user);
  return (
    <main className={styles.screen}>
      <Header title="钻石充值" right={<RecordsLink />} />
      <BalanceCard
        regionLabel="钻石余额"
        label="当前钻石"
        icon={<DiamondIcon className={styles.icon} />}
        amount={wallet ? formatDiamond(wallet.diamonds) : null}
      />
      <RechargePanel kind="diamond" />
      <p className={styles.rules}>
        钻石可解锁付费影片、合集和帖子。支付完成后即时到账，如遇问题请联系在线客服。
      </p>
    </main>
  );
}
