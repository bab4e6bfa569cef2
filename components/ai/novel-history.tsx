'use client';
// 我的作品's AI小说 tab: the caller's novels, newest first. One being written says so with the chapter
// it is on (the list asks again every 2 s until none is); a finished one opens in the reader; a
// failed one says why and what came back (its whole chapters still open in the reader). A demo
// provider's novel is marked 演示生成. 删除 asks first, and hides the novel for good.
import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';

import { useNow } from '@/components/shell/use-now';
import { useConfirm } from '@/components/ui/confirm';
import { InfiniteList } from '@/components/ui/list';
import { useToast } from '@/components/ui/toast';
import { failureText } from '@/lib/api/failure-text';
import { aiNovelsQuery, useHideNovel, type AiNovel } from '@/lib/api/ai/novel';
import {
  AI_DEMO_MARK,
  AI_NOVEL_PATH,
  aiNovelGenreName,
  aiNovelPriceText,
  aiNovelReaderPath,
  aiNovelStateText,
  isAiNovelOpen,
} from '@/lib/domain/ai/novel';
import { relativeTime } from '@/lib/domain/platform/format';

import styles from './ai-history.module.css';
import shared from './ai-studio.module.css';
import novelStyles from './novel.module.css';

function statusText(novel: AiNovel): string {
  if (novel.status === 'writing')
    return `写作中：第${Math.min(novel.chapters, novel.written + 1)}/${novel.chapters}章`;
  if (novel.status === 'failed') return `生成失败${novel.error ? `：${novel.error}` : ''}`;
  if (novel.status === 'done') return `已完成：共${novel.written}章 · ${novel.chars}字`;
  return aiNovelStateText(novel.status);
}

function NovelRow({ novel, now }: { novel: AiNovel; now: number }) {
  const confirm = useConfirm();
  const toast = useToast();
  const hide = useHideNovel();
  const readable = !isAiNovelOpen(novel.status) && novel.written > 0;
  const remove = async () => {
    const ok = await confirm({ title: '删除作品', message: '删除后无法恢复，确定删除吗？' });
    if (!ok) return;
    hide.mutate(novel.id, {
      onSuccess: () => toast.success('已删除'),
      onError: (failure) => toast.error(failureText(failure, '删除失败，请稍后重试')),
    });
  };
  const cover = (
    <span className={novelStyles.bookCover} data-status={novel.status} aria-hidden="true">
      {novel.title}
    </span>
  );
  return (
    <article className={styles.order} data-novel={novel.id} data-status={novel.status}>
      {readable ? (
        <Link href={aiNovelReaderPath(novel.id)} tabIndex={-1} aria-hidden="true">
          {cover}
        </Link>
      ) : (
        cover
      )}
      <div className={styles.orderText}>
        <span>
          《{novel.title}》 · {aiNovelGenreName(novel.genre)}
        </span>
        <span className={styles.orderStatus} data-status={novel.status}>
          {statusText(novel)}
        </span>
        <span className={styles.orderMeta}>
          {relativeTime(novel.createdAt, now) || '刚刚'} · {aiNovelPriceText(novel.price)}
          {novel.refunded > 0 && ` · ${aiNovelPriceText(novel.refunded)}已退回`}
          {novel.demo && ` · ${AI_DEMO_MARK}`}
        </span>
        <div className={styles.orderActions}>
          {readable && (
            <Link
              href={aiNovelReaderPath(novel.id)}
              className={`${styles.smallButton} ${novelStyles.linkButton}`}
              aria-label={`阅读《${novel.title}》`}
            >
              阅读
            </Link>
          )}
          {!isAiNovelOpen(novel.status) && (
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

export function NovelHistory({ active }: { active: boolean }) {
  const query = useInfiniteQuery(aiNovelsQuery());
  const now = useNow();
  return (
    <InfiniteList
      query={query}
      getKey={(novel) => novel.id}
      renderItem={(novel) => <NovelRow novel={novel} now={now} />}
      empty={
        <p className={shared.note}>
          还没有小说，<Link href={AI_NOVEL_PATH}>去AI小说</Link>写一部吧
        </p>
      }
      active={active}
      aria-label="我的小说"
    />
  );
}
