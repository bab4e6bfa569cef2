'use client';
// 我的作品's 图生视频 tab: the caller's videos, newest first. One being made shows its photo dimmed
// with 排队中 / 生成中 (the list asks again every 2 s until none is); a finished one plays in the
// shared player in a dialog (unmounted, and so stopped, when the dialog closes); a failed one
// says why and that the diamonds came back. 删除 asks first, and hides the video for good.
import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';

import { PlayIcon } from '@/components/icons/player-icons';
import { useNow } from '@/components/shell/use-now';
import { useConfirm } from '@/components/ui/confirm';
import { Dialog } from '@/components/ui/dialog';
import { InfiniteList } from '@/components/ui/list';
import { LazyImage } from '@/components/ui/lazy-image';
import { useToast } from '@/components/ui/toast';
import { failureText } from '@/lib/api/failure-text';
import { aiVideosQuery, useHideVideo, type AiVideoOrder } from '@/lib/api/ai/video';
import {
  aiVideoMotionName,
  aiVideoPriceText,
  aiVideoStateText,
  isAiVideoOpen,
} from '@/lib/domain/ai/video';
import { relativeTime } from '@/lib/domain/platform/format';

import styles from './ai-history.module.css';
import shared from './ai-studio.module.css';
import { MadeVideoPlayer } from './video-order-panel';

function VideoRow({
  order,
  now,
  onPlay,
}: {
  order: AiVideoOrder;
  now: number;
  onPlay: (order: AiVideoOrder) => void;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const hide = useHideVideo();
  const done = order.status === 'done';
  const name = aiVideoMotionName(order.motion);
  const remove = async () => {
    const ok = await confirm({ title: '删除作品', message: '删除后无法恢复，确定删除吗？' });
    if (!ok) return;
    hide.mutate(order.id, {
      onSuccess: () => toast.success('已删除'),
      onError: (failure) => toast.error(failureText(failure, '删除失败，请稍后重试')),
    });
  };
  return (
    <article className={styles.order} data-video={order.id} data-status={order.status}>
      <button
        type="button"
        className={styles.orderImage}
        data-status={order.status}
        disabled={!done}
        onClick={() => onPlay(order)}
        aria-label={done ? `播放作品：${name}` : name}
      >
        <LazyImage
          src={done ? order.poster : order.photo}
          alt={`${name}视频`}
          aspectRatio="3 / 4"
        />
        {done ? (
          <span className={styles.playMark} aria-hidden="true">
            <PlayIcon />
          </span>
        ) : (
          <span className={styles.orderBadge}>{aiVideoStateText(order.status)}</span>
        )}
      </button>
      <div className={styles.orderText}>
        <span>图生视频 · {name}</span>
        <span className={styles.orderStatus} data-status={order.status}>
          {aiVideoStateText(order.status)}
          {order.status === 'failed' && order.error && `：${order.error}`}
        </span>
        <span className={styles.orderMeta}>
          {relativeTime(order.createdAt, now) || '刚刚'} · {aiVideoPriceText(order.price)}
          {order.refunded && ' · 已退回'}
        </span>
        <div className={styles.orderActions}>
          {done && (
            <button type="button" className={styles.smallButton} onClick={() => onPlay(order)}>
              播放
            </button>
          )}
          {!isAiVideoOpen(order.status) && (
            <button
              type="button"
              className={styles.smallButton}
              disabled={hide.isPending}
              onClick={() => void remove()}
            >
              删除
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

export function VideoHistory({ active }: { active: boolean }) {
  const query = useInfiniteQuery(aiVideosQuery());
  const [playing, setPlaying] = useState<AiVideoOrder | null>(null);
  const now = useNow();
  return (
    <>
      <InfiniteList
        query={query}
        getKey={(order) => order.id}
        renderItem={(order) => <VideoRow order={order} now={now} onPlay={setPlaying} />}
        empty={
          <p className={shared.note}>
            还没有视频，<Link href="/ai/ImageGeneratedVideo">去图生视频</Link>让照片动起来吧
          </p>
        }
        active={active}
        aria-label="我的视频"
      />
      <Dialog
        open={playing !== null}
        onClose={() => setPlaying(null)}
        title={playing ? `图生视频 · ${aiVideoMotionName(playing.motion)}` : undefined}
        confirmText="关闭"
        onConfirm={() => setPlaying(null)}
        showCancel={false}
        className={styles.viewerDialog}
      >
        {playing && <MadeVideoPlayer order={playing} />}
      </Dialog>
    </>
  );
}
