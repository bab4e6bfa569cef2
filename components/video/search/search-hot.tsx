'use client';
// searchHot (§2): the ten hot keywords of search/hot, ranked, the top three highlighted, each
// with its heat; a tap searches it.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { FireIcon } from '@/components/icons/video-icons';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton, skeletonArea } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { SectionHeader } from '@/components/video/section-header';
import { hotKeywordsQuery } from '@/lib/api/video/media';
import { formatCount } from '@/lib/domain/platform/format';
import { HOT_SEARCH_TOP } from '@/lib/domain/video/search-history';

import styles from './search-screen.module.css';

// As many rows as search/hot answers, each as tall as a keyword's: the videos below do not move
// when the list comes (they moved 134 px down, CLS 0.13 on a first visit).
function HotSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="加载中"
      className={skeletonArea(styles.hotList)}
    >
      {Array.from({ length: HOT_SEARCH_TOP }, (_, i) => (
        <span key={i} className={styles.hotItem}>
          <Skeleton height={18} width="80%" />
        </span>
      ))}
    </div>
  );
}

export function SearchHot({ onPick }: { onPick: (keyword: string) => void }) {
  const query = useQuery(hotKeywordsQuery());
  const headingId = useId();
  const list = (query.data?.list ?? []).filter((item) => item.keyword.trim() !== '');
  if (query.data && list.length === 0) return null;

  let body;
  if (query.data) {
    body = (
      <ol className={styles.hotList}>
        {list.map((item, index) => (
          <li key={item.keyword}>
            <button type="button" className={styles.hotItem} onClick={() => onPick(item.keyword)}>
              <span
                className={styles.hotRank}
                data-top={index < 3 ? String(index + 1) : undefined}
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <span className={styles.hotKeyword}>{item.keyword}</span>
              <span className={styles.hotHeat}>
                <FireIcon className={styles.hotIcon} />
                <VisuallyHidden>热度</VisuallyHidden>
                {formatCount(item.heat)}
              </span>
            </button>
          </li>
        ))}
      </ol>
    );
  } else if (query.isError) {
    body = <ErrorState variant="inline" error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    body = <HotSkeleton />;
  }

  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <SectionHeader id={headingId} title="热门搜索" />
      {body}
    </section>
  );
}
