'use client';
// The paywall: VIP videos send the user to /mine/vip; priced videos show the price and the
// balance and buy with diamonds, or send the user to recharge when the balance is short
// (the kit's DiamondPayDialog, shared with collections and paid posts).
import { useRouter } from 'next/navigation';

import { Dialog } from '@/components/ui/dialog';
import { DiamondPayDialog } from '@/components/ui/diamond-pay-dialog';
import type { PaywallOffer } from '@/lib/domain/player/playback';

import styles from './long-video.module.css';

export const VIP_PATH = '/mine/vip';

export interface PaywallSheetProps {
  open: boolean;
  offer: PaywallOffer;
  /** The preview has been watched (changes the heading). */
  previewDone: boolean;
  paying: boolean;
  onClose: () => void;
  onPay: () => void;
}

export function PaywallSheet({
  open,
  offer,
  previewDone,
  paying,
  onClose,
  onPay,
}: PaywallSheetProps) {
  const router = useRouter();
  const heading = previewDone ? '试看结束' : '观看完整视频';

  if (offer.kind === 'vip') {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title={heading}
        confirmText="开通VIP"
        cancelText="稍后再说"
        onConfirm={() => router.push(VIP_PATH)}
      >
        <p className={styles.paywallText}>该视频为VIP专享，开通VIP即可观看完整视频</p>
      </Dialog>
    );
  }

  return (
    <DiamondPayDialog
      open={open}
      title={heading}
      price={offer.price}
      balance={offer.balance}
      short={!offer.enough}
      paying={paying}
      onClose={onClose}
      onPay={onPay}
    >
      购买后即可观看完整视频，永久有效
    </DiamondPayDialog>
  );
}
