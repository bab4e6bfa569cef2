'use client';
// What a viewer without the full video sees: the notice over the picture once the preview is
// over (or when there is none) and the bar under the player, both opening the paywall.
import type { PlayInfo } from '@/lib/api/video/media-types';
import { formatDiamond } from '@/lib/domain/platform/format';

import styles from './long-video.module.css';

export interface LockedProps {
  info: PlayInfo;
  onUnlock(): void;
}

export function LockedOverlay({ info, onUnlock }: LockedProps) {
  return (
    <div className={styles.lockedOverlay}>
      <p>{info.video.access === 'vip' ? '开通VIP观看完整视频' : '购买后观看完整视频'}</p>
      <button type="button" className={styles.unlock} onClick={onUnlock}>
        {info.video.access === 'vip' ? '开通VIP' : `${formatDiamond(info.price)}钻石解锁`}
      </button>
    </div>
  );
}

export function PreviewBar({
  info,
  previewSeconds,
  canPreview,
  onUnlock,
}: LockedProps & { previewSeconds: number; canPreview: boolean }) {
  return (
    <button type="button" className={styles.previewBar} onClick={onUnlock}>
      {canPreview ? `可试看${previewSeconds}秒，` : ''}
      {info.video.access === 'vip'
        ? '开通VIP观看完整版'
        : `${formatDiamond(info.price)}钻石购买完整版`}
    </button>
  );
}
