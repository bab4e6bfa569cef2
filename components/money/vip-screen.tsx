'use client';
// /mine/vip: the user's membership as §4 reads it (which tier is active, the label, the expiry
// from supreme first, then dark, then normal), and how to open or extend it: the cashier of VIP
// packages by tier (docs/money-api.md), or a 兑换码 in the 兑换中心; the 会员卡 of each tier above
// (card/list, vip-cards.tsx).
import Link from 'next/link';

import { Header } from '@/components/ui/header';
import { useCurrentUser } from '@/lib/api/account/user';
import {
  VIP_TIER_NAME,
  expiryDay,
  isVipActive,
  vipExpiryDay,
  vipLabel,
  type UserInfo,
} from '@/lib/domain/money/vip';

import { RechargePanel } from './recharge-panel';
import { RecordsLink } from './recharge-screen-parts';
import { VipCards } from './vip-cards';
import styles from './vip-screen.module.css';

const TIERS = [
  ['supremeVip', VIP_TIER_NAME.supreme],
  ['normalVip', VIP_TIER_NAME.normal],
  ['darkVip', VIP_TIER_NAME.dark],
] as const satisfies readonly (readonly [keyof UserInfo, string])[];

function Status({ user }: { user: UserInfo | null }) {
  const label = vipLabel(user);
  return (
    <section className={styles.status} aria-label="会员状态" data-vip={label || 'none'}>
      <span className={styles.badge}>{label || '普通用户'}</span>
      {label ? (
        <span>有效期至 {vipExpiryDay(user)}</span>
      ) : (
        <span>{user ? '您还不是会员' : '正在读取会员信息…'}</span>
      )}
    </section>
  );
}

export function VipScreen() {
  const { user } = useCurrentUser();
  const active = TIERS.filter(([key]) => isVipActive(user?.[key]));
  return (
    <main className={styles.screen}>
      <Header title="VIP会员" right={<RecordsLink />} />
      <Status user={user} />
      {active.length > 1 && (
        <ul className={styles.tiers} aria-label="已开通的会员">
          {active.map(([key, name]) => (
            <li key={key}>
              {name} · 有效期至 {expiryDay(user?.[key]?.vipExpire)}
            </li>
          ))}
        </ul>
      )}
      <VipCards />
      <RechargePanel kind="vip" title={active.length > 0 ? '续费会员' : '开通会员'} />
      <p className={styles.redeem}>
        有兑换码？
        <Link href="/welfare/exchange">使用兑换码{active.length > 0 ? '续费' : '开通'}</Link>
      </p>
      <p className={`${styles.muted} ${styles.centered}`}>
        会员时长在当前有效期后顺延。如需帮助请联系<Link href="/mine/onLine">在线客服</Link>。
      </p>
    </main>
  );
}
