'use client';
// One 文生图 order after it was sent: 排队中 / 生成中 with its prompt while it is being drawn (the
// list it comes from polls meanwhile), the finished picture large in its own shape (marked
// 演示生成 when the built-in demo drew it), or why it failed and that the diamonds came back. The
// panel scrolls itself into view as it changes.
import { useEffect, useRef, type CSSProperties } from 'react';

import { LazyImage } from '@/components/ui/lazy-image';
import { Spinner } from '@/components/ui/spinner';
import type { AiImageOrder } from '@/lib/api/ai/image';
import { AI_DEMO_NOTE, aiImageStyleName } from '@/lib/domain/ai/image';
import { aiPriceText } from '@/lib/domain/ai/studio';
import { aiVideoStateText } from '@/lib/domain/ai/video';
import { scrollBehavior } from '@/lib/shell/reduced-motion';

import shared from '../image-video.module.css';
import { DemoMark } from './demo-mark';
import styles from './text-image.module.css';

/**
 * The finished picture, as large as the screen allows, in its own shape: at most `maxVh` of the
 * screen's height (less in a dialog, whose title, note and button need the rest).
 */
export function MadePicture({
  order,
  preload = false,
  maxVh = 70,
}: {
  order: AiImageOrder;
  preload?: boolean;
  maxVh?: number;
}) {
  const ratio = order.height > 0 ? order.width / order.height : 1;
  return (
    <figure className={styles.picture}>
      <span
        className={styles.pictureFrame}
        style={{ '--ratio': String(ratio), '--max-vh': String(maxVh) } as CSSProperties}
      >
        <LazyImage
          src={order.result}
          alt={`文生图作品：${order.prompt}`}
          aspectRatio={`${order.width} / ${order.height}`}
          fit="contain"
          preload={preload}
        />
        {order.demo && <DemoMark />}
      </span>
      <figcaption className={styles.pictureNote}>
        {order.demo ? AI_DEMO_NOTE : '长按图片可保存到相册'}
      </figcaption>
    </figure>
  );
}

export function ImageOrderPanel({ order }: { order: AiImageOrder }) {
  const label = `${aiImageStyleName(order.style)} · ${aiVideoStateText(order.status)}`;
  const ref = useRef<HTMLElement>(null);
  // It appears under the form, below a phone's fold: brought into view when it comes and again
  // when its state changes (the picture, or why it failed, takes the place of the waiting line).
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
  }, [order.status]);
  return (
    <section ref={ref} className={shared.panel} aria-label="生成结果" data-status={order.status}>
      <h2 className={shared.panelTitle}>{label}</h2>
      {order.status === 'done' ? (
        <MadePicture order={order} preload />
      ) : order.status === 'failed' ? (
        <p className={shared.failed} role="alert">
          {order.error || '生成失败，请稍后重试'}
          {order.refunded && `，${aiPriceText(order.price)}已退回`}
        </p>
      ) : (
        <p className={shared.making} role="status">
          <Spinner size={18} />
          {order.status === 'queued' ? '排队中，马上开始…' : '图片生成中，请稍候…'}
          <span className={shared.makingNote}>可以离开本页，完成后在“我的作品”查看</span>
        </p>
      )}
      <p className={styles.panelPrompt}>{order.prompt}</p>
    </section>
  );
}
