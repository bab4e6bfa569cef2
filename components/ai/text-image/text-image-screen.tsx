'use client';
// /ai/txtToImg (our route beside §2's AI routes; docs/ai-api.md): 文生图. A prompt with its
// character count, a style and a size, the price against the balance; 生成图片 asks before
// spending, sends the order, which then shows here being drawn and, once done, large.
import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type CSSProperties } from 'react';

import { Header } from '@/components/ui/header';
import { useCurrentUser } from '@/lib/api/account/user';
import { aiImagesQuery, type AiImageOrder } from '@/lib/api/ai/image';
import {
  AI_IMAGE_PRICE,
  AI_IMAGE_PROMPT_MAX,
  AI_IMAGE_SIZES,
  AI_IMAGE_STYLES,
  aiImagePixels,
  aiImageSizeName,
  aiImageSizeRatio,
  aiImageStyleName,
  promptLength,
} from '@/lib/domain/ai/image';
import { aiPriceText } from '@/lib/domain/ai/studio';
import { isAiVideoOpen } from '@/lib/domain/ai/video';
import { formatDiamond } from '@/lib/domain/platform/format';
import { walletOf } from '@/lib/domain/money/wallet';

import shared from '../ai-studio.module.css';
import face from '../change-face.module.css';
import { ImageOrderPanel } from './image-order-panel';
import { OptionChips } from './option-chips';
import styles from './text-image.module.css';
import { useTextImageForm } from './use-text-image-form';

const RECHARGE_PATH = '/mine/diamondRecharge';
export const IMAGE_HISTORY_PATH = '/ai/history?tab=image';
const PROMPT_ID = 'ai-image-prompt';

const STYLE_OPTIONS = AI_IMAGE_STYLES.map((style) => ({
  value: style,
  label: aiImageStyleName(style),
}));
const SIZE_OPTIONS = AI_IMAGE_SIZES.map((size) => {
  const { width, height } = aiImagePixels(size);
  return {
    value: size,
    label: `${aiImageSizeName(size)} ${aiImageSizeRatio(size)}`,
    mark: (
      <span
        className={styles.ratioMark}
        style={{ '--ratio': String(width / height) } as CSSProperties}
        aria-hidden="true"
      />
    ),
  };
});

/** The caller's pictures as the list answers them (polled while one is open). */
function useImageOrders(): AiImageOrder[] {
  const { data } = useInfiniteQuery(aiImagesQuery());
  return (data?.pages ?? []).flatMap((page) => page.list);
}

export function TextImageScreen() {
  const { user } = useCurrentUser();
  const wallet = walletOf(user);
  const orders = useImageOrders();
  // The order sent from this screen: the list's fresher copy once it has it.
  const [sent, setSent] = useState<AiImageOrder | null>(null);
  const shown = sent ? (orders.find((order) => order.id === sent.id) ?? sent) : null;
  const open = orders.filter((order) => isAiVideoOpen(order.status)).length;
  const form = useTextImageForm(open, setSent);
  const knownShort = wallet !== null && wallet.diamonds < AI_IMAGE_PRICE;
  const length = promptLength(form.prompt);

  return (
    <main className={shared.screen}>
      <Header
        title="文生图"
        right={
          <Link href={IMAGE_HISTORY_PATH} className={shared.headerLink}>
            我的作品
          </Link>
        }
      />
      <div className={face.body}>
        <label htmlFor={PROMPT_ID} className={styles.sectionTitle}>
          画面描述
        </label>
        <div className={styles.promptBox}>
          <textarea
            id={PROMPT_ID}
            className={styles.prompt}
            value={form.prompt}
            rows={4}
            maxLength={AI_IMAGE_PROMPT_MAX * 2}
            placeholder="写下想要的画面，例如：月光下的古风少女，站在开满桃花的庭院里"
            disabled={form.busy}
            aria-describedby="ai-image-count"
            onChange={(event) => form.setPrompt(event.target.value)}
          />
          <span
            id="ai-image-count"
            className={styles.count}
            data-over={length > AI_IMAGE_PROMPT_MAX || undefined}
          >
            {length}/{AI_IMAGE_PROMPT_MAX}
          </span>
        </div>
        <h2 id="ai-image-style-title" className={styles.sectionTitle}>
          风格
        </h2>
        <OptionChips
          name="ai-image-style"
          labelledBy="ai-image-style-title"
          options={STYLE_OPTIONS}
          value={form.style}
          onChange={form.setStyle}
          disabled={form.busy}
        />
        <h2 id="ai-image-size-title" className={styles.sectionTitle}>
          尺寸
        </h2>
        <OptionChips
          name="ai-image-size"
          labelledBy="ai-image-size-title"
          options={SIZE_OPTIONS}
          value={form.size}
          onChange={form.setSize}
          disabled={form.busy}
        />
        <p className={face.cost}>
          <span>
            消耗 <strong>{aiPriceText(AI_IMAGE_PRICE)}</strong>
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
          {form.busy ? '正在提交…' : '生成图片'}
        </button>
        <p className={styles.hint}>描述会经过社区内容规则检查；生成失败时，钻石将自动退回。</p>
        {shown && <ImageOrderPanel order={shown} />}
        <Link href={IMAGE_HISTORY_PATH} className={face.secondaryLink}>
          查看我的作品
        </Link>
      </div>
    </main>
  );
}
