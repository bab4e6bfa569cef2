'use client';
// 我的作品's 文生图 tab: the caller's pictures, newest first. One being drawn shows 排队中 / 生成中
// (the list asks again every 2 s until none is); a finished one opens large in a dialog (marked
// 演示生成 when the built-in demo drew it); a failed one says why and that the diamonds came back.
// 删除 asks first, and hides the picture for good.
import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';

import { useNow } from '@/components/shell/use-now';
import { useConfirm } from '@/components/ui/confirm';
import { Dialog } from '@/components/ui/dialog';
import { InfiniteList } from '@/components/ui/list';
import { LazyImage } from '@/components/ui/lazy-image';
import { useToast } from '@/components/ui/toast';
import { failureText } from '@/lib/api/failure-text';
import { aiImagesQuery, useHideImage, type AiImageOrder } from '@/lib/api/ai/image';
import { aiImageStyleName } from '@/lib/domain/ai/image';
import { aiPriceText } from '@/lib/domain/ai/studio';
import { aiVideoStateText, isAiVideoOpen } from '@/lib/domain/ai/video';
import { relativeTime } from '@/lib/domain/platform/format';

import history from '../ai-history.module.css';
import shared from '../ai-studio.module.css';
import { DemoMark } from './demo-mark';
import { MadePicture } from './image-order-panel';
import styles from './text-image.module.css';

function ImageRow({
  order,
  now,
  onOpen,
}: {
  order: AiImageOrder;
  now: number;
  onOpen: (order: AiImageOrder) => void;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const hide = useHideImage();
  const done = order.status === 'done';
  const name = `文生图 · ${aiImageStyleName(order.style)}`;
  const remove = async () => {
    const ok = await confirm({ title: '删除作品', message: '删除后无法恢复，确定删除吗？' });
    if (!ok) return;
    hide.mutate(order.id, {
      onSuccess: () => toast.success('已删除'),
      onError: (failure) => toast.error(failureText(failure, '删除失败，请稍后重试')),
    });
  };
  return (
    <article className={history.order} data-image={order.id} data-status={order.status}>
      <button
        type="button"
        className={history.orderImage}
        data-status={order.status}
        disabled={!done}
        onClick={() => onOpen(order)}
        aria-label={done ? `查看作品：${order.prompt}` : name}
      >
        <LazyImage src={done ? order.result : null} alt={order.prompt} aspectRatio="3 / 4" />
        {done && order.demo && <DemoMark />}
        {!done && <span className={history.orderBadge}>{aiVideoStateText(order.status)}</span>}
      </button>
      <div className={history.orderText}>
        <span>{name}</span>
        <span className={styles.rowPrompt}>{order.prompt}</span>
        <span className={history.orderStatus} data-status={order.status}>
          {aiVideoStateText(order.status)}
          {order.status === 'failed' && order.error && `：${order.error}`}
        </span>
        <span className={history.orderMeta}>
          {relativeTime(order.createdAt, now) || '刚刚'} · {aiPriceText(order.price)}
          {order.refunded && ' · 已退回'}
        </span>
        <div className={history.orderActions}>
          {done && (
            <button type="button" className={history.smallButton} onClick={() => onOpen(order)}>
              查看
            </button>
          )}
          {!isAiVideoOpen(order.status) && (
            <button
              type="button"
              className={history.smallButton}
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

export function ImageHistory({ active }: { active: boolean }) {
  const query = useInfiniteQuery(aiImagesQuery());
  const [open, setOpen] = useState<AiImageOrder | null>(null);
  const now = useNow();
  return (
    <>
      <InfiniteList
        query={query}
        getKey={(order) => order.id}
        renderItem={(order) => <ImageRow order={order} now={now} onOpen={setOpen} />}
        empty={
          <p className={shared.note}>
            还没有图片，<Link href="/ai/txtToImg">去文生图</Link>写一句描述试试吧
          </p>
        }
        active={active}
        aria-label="我的图片"
      />
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `文生图 · ${aiImageStyleName(open.style)}` : undefined}
        confirmText="关闭"
        onConfirm={() => setOpen(null)}
        showCancel={false}
        className={history.viewerDialog}
      >
        {open && <MadePicture order={open} preload maxVh={48} />}
      </Dialog>
    </>
  );
}
