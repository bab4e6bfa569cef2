'use client';
// One AI小说 after it was sent: its title and state, the chapters so far with the one being written
// growing (txtToNovel/info asked every second while it is open), then 开始阅读 once done, or why it
// failed and what came back. A demo provider's text is marked 演示生成. The panel scrolls itself
// into view when it appears and when its state changes, and keeps the growing end in view.
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useRef } from 'react';

import { aiNovelQuery, type AiNovel, type AiNovelChapter } from '@/lib/api/ai/novel';
import {
  AI_DEMO_MARK,
  aiNovelGenreName,
  aiNovelPriceText,
  aiNovelReaderPath,
  aiNovelStateText,
  isAiNovelOpen,
} from '@/lib/domain/ai/novel';
import { scrollBehavior } from '@/lib/shell/reduced-motion';

import styles from './novel.module.css';

function progressText(novel: AiNovel, chapters: readonly AiNovelChapter[]): string {
  if (novel.status === 'queued') return '排队中，马上开始…';
  if (novel.status === 'writing') {
    const at = Math.min(novel.chapters, novel.written + 1);
    return `正在写第${at}章（共${novel.chapters}章）…可以离开本页，完成后在“我的作品”查看`;
  }
  const chars = chapters.reduce((sum, c) => sum + [...c.text].length, 0);
  return `共${novel.written}章 · ${chars}字`;
}

export function NovelProgress({ novel: sent }: { novel: AiNovel }) {
  const { data } = useQuery(aiNovelQuery(sent.id));
  const novel = data?.novel ?? sent;
  const chapters = data?.chapterList ?? [];
  const open = isAiNovelOpen(novel.status);
  const ref = useRef<HTMLElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
  }, [novel.status]);
  const chars = chapters.reduce((sum, c) => sum + c.text.length, 0);
  // The growing end stays in view inside the panel while it is written.
  useEffect(() => {
    const box = textRef.current;
    if (open && box) box.scrollTop = box.scrollHeight;
  }, [open, chars]);
  return (
    <section
      ref={ref}
      className={styles.panel}
      aria-label="创作结果"
      data-status={novel.status}
      data-novel={novel.id}
    >
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>《{novel.title}》</h2>
        <span className={styles.badge}>{aiNovelGenreName(novel.genre)}</span>
        <span className={styles.badge}>{aiNovelStateText(novel.status)}</span>
        {novel.demo && (
          <span className={styles.badge} data-kind="demo">
            {AI_DEMO_MARK}
          </span>
        )}
      </div>
      {novel.status === 'failed' ? (
        <p className={styles.failed} role="alert">
          {novel.error || '生成失败，请稍后重试'}
          {novel.refunded > 0 && `，${aiNovelPriceText(novel.refunded)}已退回`}
        </p>
      ) : (
        <p className={styles.progress} role="status">
          {progressText(novel, chapters)}
        </p>
      )}
      {chapters.length > 0 && (
        <div
          ref={textRef}
          className={styles.chapters}
          role="region"
          aria-label="小说正文"
          tabIndex={0}
        >
          {chapters.map((chapter) => (
            <article key={chapter.index} data-chapter={chapter.index}>
              <h3 className={styles.chapterTitle}>{chapter.title}</h3>
              <p className={styles.chapterText}>
                {chapter.text}
                {!chapter.done && open && <span className={styles.caret} aria-hidden="true" />}
              </p>
            </article>
          ))}
        </div>
      )}
      {novel.written > 0 && !open && (
        <Link href={aiNovelReaderPath(novel.id)} className={styles.read}>
          开始阅读
        </Link>
      )}
    </section>
  );
}
