'use client';
// /ai/ImageGeneratedVideo (§2): 图生视频. The user's own photo (or one they may use), a camera
// motion, the consent tick and the price against the balance; 生成视频 uploads the photo once and
// sends the order, which then shows here being made and, once done, plays in the shared player.
import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';

import { Header } from '@/components/ui/header';
import { useCurrentUser } from '@/lib/api/account/user';
import { aiVideosQuery, type AiVideoOrder } from '@/lib/api/ai/video';
import {
  AI_VIDEO_CONSENT_TEXT,
  AI_VIDEO_PRICE,
  AI_VIDEO_SECONDS,
  aiVideoPriceText,
  isAiVideoOpen,
} from '@/lib/domain/ai/video';
import { formatDiamond } from '@/lib/domain/platform/format';
import { walletOf } from '@/lib/domain/money/wallet';

import shared from './ai-studio.module.css';
import face from './change-face.module.css';
import styles from './image-video.module.css';
import { MotionPicker } from './motion-picker';
import { PhotoPicker } from './photo-picker';
import { useImageVideoForm } from './use-image-video-form';
import { VideoOrderPanel } from './video-order-panel';

const RECHARGE_PATH = '/mine/diamondRecharge';
const HISTORY_PATH = '/ai/history?tab=video';

/** The caller's orders as the list answers them (polled while one is open). */
function useVideoOrders(): AiVideoOrder[] {
  const { data } = useInfiniteQuery(aiVideosQuery());
  return (data?.pages ?? []).flatMap((page) => page.list);
}

export function ImageVideoScreen() {
  const { user } = useCurrentUser();
  const wallet = walletOf(user);
  const orders = useVideoOrders();
  // The order sent from this screen: the list's fresher copy once it has it.
  const [sent, setSent] = useState<AiVideoOrder | null>(null);
  const shown = sent ? (orders.find((order) => order.id === sent.id) ?? sent) : null;
  const open = orders.filter((order) => isAiVideoOpen(order.status)).length;
  const form = useImageVideoForm(open, setSent);
  const knownShort = wallet !== null && wallet.diamonds < AI_VIDEO_PRICE;

  return (
    <main className={shared.screen}>
      <Header
        title="图生视频"
        right={
          <Link href={HISTORY_PATH} className={shared.headerLink}>
            我的作品
          </Link>
        }
      />
      <div className={face.body}>
        <p className={styles.lead}>
          上传一张照片，选一种镜头运动，生成{AI_VIDEO_SECONDS}秒短视频。
        </p>
        <div className={styles.photoRow}>
          <div className={face.slot}>
            <span>照片</span>
            <PhotoPicker
              url={form.photoUrl}
              onPick={form.pick}
              disabled={form.busy}
              hint="上传照片"
            />
          </div>
          <ul className={styles.rules}>
            <li>请使用本人照片，或已获得本人授权的照片</li>
            <li>画面清晰、主体居中效果更好</li>
            <li>照片仅用于本次生成，作品仅自己可见</li>
            <li>生成失败时，已扣的钻石将自动退回</li>
          </ul>
        </div>
        <h2 id="ai-video-motion-title" className={styles.sectionTitle}>
          运动效果
        </h2>
        <MotionPicker value={form.motion} onChange={form.setMotion} disabled={form.busy} />
        <label className={face.consent}>
          <input
            type="checkbox"
            checked={form.consent}
            onChange={(event) => form.setConsent(event.target.checked)}
          />
          <span>{AI_VIDEO_CONSENT_TEXT}</span>
        </label>
        <p className={face.cost}>
          <span>
            消耗 <strong>{aiVideoPriceText(AI_VIDEO_PRICE)}</strong>
          </span>
          <span>当前钻石 {wallet ? formatDiamond(wallet.diamonds) : '—'}</span>
        </p>
        {(form.short || knownShort) && (
          <p className={face.cost}>
            <span>钻石不足，生成前请先充值</span>
            <Link href={RECHARGE_PATH}>去充值</Link>
          </p>
        )}
        <button type="button" className={face.primary} disabled={form.busy} onClick={form.submit}>
          {form.busyText ?? '生成视频'}
        </button>
        {shown && <VideoOrderPanel order={shown} />}
        <Link href={HISTORY_PATH} className={face.secondaryLink}>
          查看我的作品
        </Link>
      </div>
    </main>
  );
}
