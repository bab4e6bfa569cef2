'use client';
// Buying with diamonds, for a video (the paywall), a collection and a paid post alike: what the purchase
// gives, its price and the user's balance before anything is spent. With the balance short it
// says 余额不足 and offers 去充值, which opens the recharge screen in the app (router.push: no
// reload, no splash over the next page) instead of buying.
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';

import { Dialog } from './dialog';
import { formatDiamond } from '@/lib/domain/platform/format';
import { DIAMOND_RECHARGE_ROUTE } from '@/lib/domain/video/links';

import styles from './diamond-pay-dialog.module.css';

export const BALANCE_SHORT_TEXT = '余额不足';

export interface DiamondPayDialogProps {
  open: boolean;
  title: string;
  /** What buying gives, one line above the numbers. */
  children: ReactNode;
  /** §5 diamond amounts (tenths). */
  price: number;
  /** Null while not known yet: the purchase is offered and the server decides. */
  balance: number | null;
  /** The server has said the balance is short (4010), whatever the last known balance said. */
  short?: boolean;
  paying: boolean;
  onClose: () => void;
  onPay: () => void;
}

export function DiamondPayDialog({
  open,
  title,
  children,
  price,
  balance,
  short = false,
  paying,
  onClose,
  onPay,
}: DiamondPayDialogProps) {
  const router = useRouter();
  const enough = !short && (balance === null || balance >= price);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      confirmText={enough ? (paying ? '购买中…' : '确认购买') : '去充值'}
      cancelText="稍后再说"
      confirmDisabled={paying}
      onConfirm={enough ? onPay : () => router.push(DIAMOND_RECHARGE_ROUTE)}
    >
      <p className={styles.text}>
        {children}
        <br />
        价格：<strong className={styles.price}>{formatDiamond(price)} 钻石</strong>
        <br />
        余额：{balance === null ? '查询中…' : `${formatDiamond(balance)} 钻石`}
        {enough ? null : <span className={styles.short}>（{BALANCE_SHORT_TEXT}）</span>}
      </p>
    </Dialog>
  );
}
