'use client';
// /ai/novel?id= (ours: the AI小说 reader). One chapter at a time in its own scrolling page, with
// 上一章 / 下一章, 目录 (the chapters, the current one marked) and the font size (A- / A+, kept in
// localStorage). Where the user left each novel is kept too (use-reading-position.ts), so it
// reopens there, after a reload as well. A novel still being written shows what is written so far
// and grows (txtToNovel/info asked every second while it is open).
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import Link from 'next/link';
import { useState, type CSSProperties } from 'react';

import { usePageSearchParams } from '@/components/shell/page-active';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Header } from '@/components/ui/header';
import { SkeletonLines } from '@/components/ui/skeleton';
import { aiNovelQuery, type AiNovelInfo } from '@/lib/api/ai/novel';
import { isApiError } from '@/lib/api/envelope';
import { AI_DEMO_MARK, aiNovelGenreName, isAiNovelOpen } from '@/lib/domain/ai/novel';
import { NOVEL_FONT_SIZES, stepNovelFont } from '@/lib/domain/ai/novel-reading';
import { parseQueryId } from '@/lib/domain/video/links';
import { CODES } from '@/lib/protocol/codes';
import { novelFontAtom } from '@/lib/state/novel-reading-atoms';

import styles from './novel-reader.module.css';
import { useReadingPosition } from './use-reading-position';

const HISTORY_PATH = '/ai/history?tab=novel';

/** One chapter's paragraphs, or why there is none yet. */
function ChapterText({
  chapter,
  writing,
}: {
  chapter: AiNovelInfo['chapterList'][number] | undefined;
  writing: boolean;
}) {
  return chapter ? (
    <article className={styles.chapter}>
      <h2 className={styles.chapterTitle}>{chapter.title}</h2>
      {chapter.text
        .split(/\n+/)
        .filter((line) => line.trim() !== '')
        .map((line, i) => (
          <p key={i}>{line.trim()}</p>
        ))}
      {!chapter.done && <p className={styles.note}>本章正在写作中…</p>}
    </article>
  ) : (
    <p className={styles.note}>{writing ? 'AI正在写第一章，请稍候…' : '这部小说没有章节'}</p>
  );
}

function Reader({ id, info }: { id: number; info: AiNovelInfo }) {
  const { novel, chapterList } = info;
  const [font, setFont] = useAtom(novelFontAtom);
  const [toc, setToc] = useState(false);
  const { scroller, chapter: shown, open, onScroll } = useReadingPosition(id, chapterList.length);
  const chapter = chapterList[shown];
  const last = chapterList.length - 1;
  const writing = isAiNovelOpen(novel.status);
  const go = (index: number) => {
    setToc(false);
    open(index);
  };
  return (
    <main className={styles.reader} style={{ '--novel-font': `${font}px` } as CSSProperties}>
      <Header
        title={novel.title}
        right={
          <button type="button" className={styles.headerButton} onClick={() => setToc(true)}>
            目录
          </button>
        }
      />
      <div
        ref={scroller}
        className={styles.page}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label="正文"
        data-chapter={shown}
      >
        <p className={styles.meta}>
          {aiNovelGenreName(novel.genre)} · 共{novel.chapters}章
          {novel.demo && <span className={styles.demo}>{AI_DEMO_MARK}</span>}
        </p>
        <ChapterText chapter={chapter} writing={writing} />
        {shown === last && !writing && novel.status === 'failed' && (
          <p className={styles.note}>小说未写完：{novel.error}</p>
        )}
        {shown === last && !writing && novel.status === 'done' && (
          <p className={styles.note}>（全文完）</p>
        )}
      </div>
      <nav className={styles.toolbar} aria-label="阅读设置">
        <button type="button" disabled={shown <= 0} onClick={() => go(shown - 1)}>
          上一章
        </button>
        <button
          type="button"
          aria-label="缩小字号"
          disabled={font <= NOVEL_FONT_SIZES[0]}
          onClick={() => setFont(stepNovelFont(font, -1))}
        >
          A-
        </button>
        <span className={styles.fontSize} aria-live="polite">
          字号 {font}
        </span>
        <button
          type="button"
          aria-label="放大字号"
          disabled={font >= NOVEL_FONT_SIZES[NOVEL_FONT_SIZES.length - 1]!}
          onClick={() => setFont(stepNovelFont(font, 1))}
        >
          A+
        </button>
        <button type="button" disabled={shown >= last} onClick={() => go(shown + 1)}>
          下一章
        </button>
      </nav>
      <Dialog
        open={toc}
        onClose={() => setToc(false)}
        title="目录"
        confirmText="关闭"
        onConfirm={() => setToc(false)}
        showCancel={false}
      >
        <ol className={styles.toc}>
          {chapterList.map((c) => (
            <li key={c.index}>
              <button
                type="button"
                aria-current={c.index === shown ? 'true' : undefined}
                onClick={() => go(c.index)}
              >
                {c.title}
                {!c.done && '（写作中）'}
              </button>
            </li>
          ))}
        </ol>
      </Dialog>
    </main>
  );
}

function ReaderFor({ id }: { id: number }) {
  const query = useQuery(aiNovelQuery(id));
  if (query.data) return <Reader id={id} info={query.data} />;
  const gone = isApiError(query.error) && query.error.code === CODES.notFound;
  return (
    <main className={styles.reader}>
      <Header title="AI小说" />
      {query.isPending ? (
        <SkeletonLines lines={6} />
      ) : gone ? (
        <EmptyState
          text="小说不存在或已删除"
          description={<Link href={HISTORY_PATH}>去我的作品看看</Link>}
        />
      ) : (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      )}
    </main>
  );
}

export function NovelReaderScreen() {
  const id = parseQueryId(usePageSearchParams().get('id'));
  if (id === null)
    return (
      <main className={styles.reader}>
        <Header title="AI小说" />
        <EmptyState text="小说链接有误" description="请从我的作品打开小说" />
      </main>
    );
  // A new id is a new book: its own position and state.
  return <ReaderFor key={id} id={id} />;
}
