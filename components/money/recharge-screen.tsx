'use client';
// /mine/recharge 金币充值: the user's gold and the cashier of gold packages. Gold pays for the
// other packages (金币支付), so it is bought only through 支付宝 or 微信支付.
import { GoldCoinIcon } from '@/components/icons/pay-icons';
import { Header } from '@/components/ui/header';
import { useCurrentUser } from '@/lib/api/account/user';
import { formatGold } from '@/lib/domain/platform/format';
import { walletOf } from '@/lib/domain/money/wallet';

import { RechargePanel } from './recharge-panel';
import { BalanceCard, RecordsLink } from './recharge-screen-parts';
import styles from './recharge-screen.module.css';

export function RechargeScreen() {
  const { user } = useCurrentUser();
  const wallet = walletOf(user);
  return (
    <main className={styles.screen}>
      <Header title="金币充值" right={<RecordsLink />} />
      <BalanceCard
        regionLabel="金币余额"
        label="我的金币"
        icon={<GoldCoinIcon className={styles.icon} />}
        amount={wallet ? formatGold(wallet.gold) : null}
      />
      <RechargePanel kind="gold" />
      <p className={styles.rules}>
        金币可用于购买钻石和会员（金币支付）。支付完成后即时到账，如遇问题请联系在线客服。
      </p>
    </main>
  );
}
