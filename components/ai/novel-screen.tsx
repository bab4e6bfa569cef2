'use client';
// /ai/txtToNovel (ours: §2 lists no route for the "text to novel" tool): AI小说. A title, a genre,
// an outline (with its counter) and a chapter count; the price (per chapter) against the balance,
// 钻石不足 with 去充值; 开始创作 asks before spending (use-spend-confirm.ts) and sends. The novel
// then shows below, its text growing as the provider writes it, and opens in the reader once done.
import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useId, useState } from 'react';

import { Header } from '@/components/ui/header';
import { useCurrentUser } from '@/lib/api/account/user';
import { aiNovelsQuery, type AiNovel } from '@/lib/api/ai/novel';
import {
  AI_NOVEL_CHAPTERS_MAX,
  AI_NOVEL_CHAPTERS_MIN,
  AI_NOVEL_CHAPTER_PRICE,
  AI_NOVEL_GENRES,
  AI_NOVEL_OUTLINE_MAX,
  AI_NOVEL_TITLE_MAX,
  aiNovelGenreName,
  aiNovelPriceText,
  isAiNovelOpen,
  outlineCounter,
} from '@/lib/domain/ai/novel';
import { formatDiamond } from '@/lib/domain/platform/format';
import { walletOf } from '@/lib/domain/money/wallet';

import shared from './ai-studio.module.css';
import face from './change-face.module.css';
import styles from './novel.module.css';
import { NovelProgress } from './novel-progress';
import { useNovelForm } from './use-novel-form';

const RECHARGE_PATH = '/mine/diamondRecharge';
export const NOVEL_HISTORY_PATH = '/ai/history?tab=novel';
const CHAPTER_COUNTS = Array.from(
  { length: AI_NOVEL_CHAPTERS_MAX - AI_NOVEL_CHAPTERS_MIN + 1 },
  (_, i) => AI_NOVEL_CHAPTERS_MIN + i,
);

/** The caller's novels as the list answers them (polled while one is open). */
function useNovels(): AiNovel[] {
  const { data } = useInfiniteQuery(aiNovelsQuery());
  return (data?.pages ?? []).flatMap((page) => page.list);
}

function Chips<T extends string | number>({
  name,
  labelledBy,
  values,
  value,
  label,
  onChange,
  disabled,
}: {
  name: string;
  labelledBy: string;
  values: readonly T[];
  value: T | null;
  label: (value: T) => string;
  onChange: (value: T) => void;
  disabled: boolean;
}) {
  return (
    <div className={styles.chips} role="radiogroup" aria-labelledby={labelledBy}>
      {values.map((item) => (
        <label key={item} className={styles.chip} data-checked={value === item || undefined}>
          <input
            type="radio"
            name={name}
            value={item}
            checked={value === item}
            disabled={disabled}
            onChange={() => onChange(item)}
          />
          {label(item)}
        </label>
      ))}
    </div>
  );
}

export function NovelScreen() {
  const ids = useId();
  const { user } = useCurrentUser();
  const wallet = walletOf(user);
  const novels = useNovels();
  const [sent, setSent] = useState<AiNovel | null>(null);
  const open = novels.filter((novel) => isAiNovelOpen(novel.status)).length;
  const form = useNovelForm(open, setSent);
  const knownShort = wallet !== null && wallet.diamonds < form.price;
  const over = [...form.outline].length > AI_NOVEL_OUTLINE_MAX;

  return (
    <main className={shared.screen}>
      <Header
        title="AI小说"
        right={
          <Link href={NOVEL_HISTORY_PATH} className={shared.headerLink}>
            我的作品
          </Link>
        }
      />
      <div className={face.body}>
        <p className={styles.lead}>写下标题、类型和故事大纲，AI按章节为你写成一部小说。</p>
        <label className={styles.label} htmlFor={`${ids}-title`}>
          小说标题
        </label>
        <input
          id={`${ids}-title`}
          className={styles.input}
          value={form.title}
          onChange={(event) => form.setTitle(event.target.value)}
          placeholder={`最多${AI_NOVEL_TITLE_MAX}个字`}
          enterKeyHint="next"
          disabled={form.busy}
        />
        <h2 id={`${ids}-genre`} className={styles.label}>
          小说类型
        </h2>
        <Chips
          name="ai-novel-genre"
          labelledBy={`${ids}-genre`}
          values={AI_NOVEL_GENRES}
          value={form.genre}
          label={aiNovelGenreName}
          onChange={form.setGenre}
          disabled={form.busy}
        />
        <label className={styles.label} htmlFor={`${ids}-outline`}>
          故事大纲
        </label>
        <textarea
          id={`${ids}-outline`}
          className={styles.outline}
          value={form.outline}
          onChange={(event) => form.setOutline(event.target.value)}
          placeholder="主角是谁，想要什么，遇到了什么，结局如何……"
          aria-describedby={`${ids}-counter`}
          disabled={form.busy}
        />
        <span id={`${ids}-counter`} className={styles.counter} data-over={over || undefined}>
          {outlineCounter(form.outline)}
        </span>
        <h2 id={`${ids}-chapters`} className={styles.label}>
          章节数
        </h2>
        <Chips
          name="ai-novel-chapters"
          labelledBy={`${ids}-chapters`}
          values={CHAPTER_COUNTS}
          value={form.chapters}
          label={(n) => `${n}章`}
          onChange={form.setChapters}
          disabled={form.busy}
        />
        <p className={face.cost}>
          <span>
            消耗 <strong>{aiNovelPriceText(form.price)}</strong>（每章
            {formatDiamond(AI_NOVEL_CHAPTER_PRICE)}钻石）
          </span>
          <span>当前钻石 {wallet ? formatDiamond(wallet.diamonds) : '—'}</span>
        </p>
        {(form.short || knownShort) && (
          <p className={face.cost}>
            <span>钻石不足，创作前请先充值</span>
            <Link href={RECHARGE_PATH}>去充值</Link>
          </p>
        )}
        <button type="button" className={face.primary} disabled={form.busy} onClick={form.submit}>
          {form.busy ? '正在提交…' : '开始创作'}
        </button>
        <p className={styles.lead}>生成失败时，未写出章节的钻石将自动退回。</p>
        {sent && <NovelProgress key={sent.id} novel={sent} />}
        <Link href={NOVEL_HISTORY_PATH} className={face.secondaryLink}>
          查看我的作品
        </Link>
      </div>
    </main>
  );
}
