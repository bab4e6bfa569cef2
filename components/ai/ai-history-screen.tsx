'use client';
// /ai/history: the user's works, newest first, in four tabs: 换脸写真, 图生视频 (video-history.tsx;
// ?tab=video opens it), 文生图 (text-image/image-history.tsx; ?tab=image) and AI小说
// (novel-history.tsx; ?tab=novel). An order being made shows its template dimmed with 排队中 / 生成中 (the
// list asks again every 2 s until none is); a finished one opens large; a failed one says why and
// that the diamonds came back. 删除 asks first.
import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';

import { usePageActive, usePageSearchParams } from '@/components/shell/page-active';
import { useNow } from '@/components/shell/use-now';
import { useConfirm } from '@/components/ui/confirm';
import { Dialog } from '@/components/ui/dialog';
import { Header } from '@/components/ui/header';
import { InfiniteList } from '@/components/ui/list';
import { LazyImage } from '@/components/ui/lazy-image';
import { TabBar } from '@/components/ui/tab-bar';
import { useToast } from '@/components/ui/toast';
import { failureText } from '@/lib/api/failure-text';
import { aiOrdersQuery, useDeleteAiOrders, type AiOrder } from '@/lib/api/ai/studio';
import { aiPriceText, aiStatusText, isUnfinished } from '@/lib/domain/ai/studio';
import { relativeTime } from '@/lib/domain/platform/format';

import styles from './ai-history.module.css';
import shared from './ai-studio.module.css';
import { ImageHistory } from './text-image/image-history';
import { NovelHistory } from './novel-history';
import { VideoHistory } from './video-history';

const TABS = [
  { id: 'face', name: '换脸写真' },
  { id: 'video', name: '图生视频' },
  { id: 'image', name: '文生图' },
  { id: 'novel', name: 'AI小说' },
] as const;

/** The tab `?tab=` names (face swap when it names none of ours). */
const tabOf = (value: string | null) =>
  Math.max(
    0,
    TABS.findIndex((tab) => tab.id === value),
  );

function OrderRow({
  order,
  now,
  onOpen,
}: {
  order: AiOrder;
  now: number;
  onOpen: (order: AiOrder) => void;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const remove = useDeleteAiOrders();
  const done = order.status === 'done';
  const deleteOrder = async () => {
    const ok = await confirm({ title: '删除作品', message: '删除后无法恢复，确定删除吗？' });
    if (!ok) return;
    remove.mutate([order.id], {
      onSuccess: () => toast.success('已删除'),
      onError: (failure) => toast.error(failureText(failure, '删除失败，请稍后重试')),
    });
  };
  return (
    <article className={styles.order} data-order={order.id} data-status={order.status}>
      <button
        type="button"
        className={styles.orderImage}
        data-status={order.status}
        disabled={!done}
        onClick={() => onOpen(order)}
        aria-label={done ? `查看作品：${order.template.title}` : order.template.title}
      >
        <LazyImage
          src={done ? order.result : order.template.cover}
          alt={done ? '换脸作品' : order.template.title}
          aspectRatio="3 / 4"
        />
        {!done && <span className={styles.orderBadge}>{aiStatusText(order.status)}</span>}
      </button>
      <div className={styles.orderText}>
        <span>{order.template.title}</span>
        <span className={styles.orderStatus} data-status={order.status}>
          {aiStatusText(order.status)}
          {order.status === 'failed' && order.error && `：${order.error}`}
        </span>
        <span className={styles.orderMeta}>
          {relativeTime(order.createdAt, now) || '刚刚'} · {aiPriceText(order.price)}
          {order.refunded && ' · 已退回'}
        </span>
        <div className={styles.orderActions}>
          {done && (
            <button type="button" className={styles.smallButton} onClick={() => onOpen(order)}>
              查看
            </button>
          )}
          {!isUnfinished(order.status) && (
            <button
              type="button"
              className={styles.smallButton}
              disabled={remove.isPending}
              onClick={() => void deleteOrder()}
            >
              删除
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

function FaceHistory({ active }: { active: boolean }) {
  const query = useInfiniteQuery(aiOrdersQuery());
  const [open, setOpen] = useState<AiOrder | null>(null);
  const now = useNow();
  return (
    <>
      <InfiniteList
        query={query}
        getKey={(order) => order.id}
        renderItem={(order) => <OrderRow order={order} now={now} onOpen={setOpen} />}
        empty={
          <p className={shared.note}>
            还没有作品，<Link href="/ai/generate">去AI创作</Link>选一个模板试试吧
          </p>
        }
        active={active}
        aria-label="我的作品"
      />
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.template.title}
        confirmText="关闭"
        onConfirm={() => setOpen(null)}
        showCancel={false}
      >
        {open && (
          <LazyImage
            src={open.result}
            alt="换脸作品大图"
            aspectRatio={`${open.width} / ${open.height}`}
            fit="contain"
            preload
            className={styles.viewer}
          />
        )}
        <p className={styles.orderMeta}>长按图片可保存到相册</p>
      </Dialog>
    </>
  );
}

export function AiHistoryScreen() {
  const active = usePageActive();
  const params = usePageSearchParams();
  const [tab, setTab] = useState(() => tabOf(params.get('tab')));
  return (
    <main className={shared.screen}>
      <Header title="我的作品" />
      <TabBar items={TABS} active={tab} onChange={setTab} label="作品类型" />
      <div className={styles.orders}>
        {tab === 0 && <FaceHistory active={active} />}
        {tab === 1 && <VideoHistory active={active} />}
        {tab === 2 && <ImageHistory active={active} />}
        {tab === 3 && <NovelHistory active={active} />}
      </div>
    </main>
  );
}
