'use client';
// The diamond purchase sheet shared by the video paywall and paid posts: what buying gives,
// the price and the caller's balance (§5 diamonds), 确认购买 when the balance covers it, else
// 去充值 (the caller decides where that goes).
import type { ReactNode } from 'react';

import { formatDiamond } from '@/lib/domain/format';

import { Dialog } from './dialog';
import styles from './purchase-sheet.module.css';

export interface PurchaseSheetProps {
  open: boolean;
  title: string;
  /** What buying gives, one line (e.g. 购买后即可观看完整视频，永久有效). */
  description: ReactNode;
  /** Diamonds in §5 units (shown /10). */
  price: number;
  balance: number;
  paying: boolean;
  onClose: () => void;
  onPay: () => void;
  onRecharge: () => void;
}

export function PurchaseSheet({
  open,
  title,
  description,
  price,
  balance,
  paying,
  onClose,
  onPay,
  onRecharge,
}: PurchaseSheetProps) {
  const enough = balance >= price;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      confirmText={enough ? (paying ? '购买中…' : '确认购买') : '去充值'}
      cancelText="稍后再说"
      confirmDisabled={paying}
      onConfirm={enough ? onPay : onRecharge}
    >
      <p className={styles.text}>
        {description}
        <br />
        价格：<strong className={styles.price}>{formatDiamond(price)} 钻石</strong>
        <br />
        余额：{formatDiamond(balance)} 钻石
        {enough ? null : <span className={styles.short}>（余额不足）</span>}
      </p>
    </Dialog>
  );
}
