'use client';
// /mine/rechargeRecord (/mine's 充值记录) until paying online is built: no recharge can have
// been made, and the screen says so, pointing to what gives diamonds and VIP today.
import Link from 'next/link';

import { EmptyState } from '@/components/ui/empty-state';
import { Header } from '@/components/ui/header';

import styles from './vip-screen.module.css';

export function RechargeRecordScreen() {
  return (
    <main className={styles.screen}>
      <Header title="充值记录" />
      <EmptyState text="暂无充值记录" description="在线充值即将上线" />
      <p className={styles.centered}>
        钻石和会员可在 <Link href="/welfare/exchange">兑换中心</Link> 使用兑换码领取
      </p>
    </main>
  );
}
