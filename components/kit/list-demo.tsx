'use client';
// InfiniteList on a local fake feed: 35 items in pages of 10, the first request of page 3
// fails once (to show the 重试 row), and every page arrives after a short delay.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef } from 'react';

import { InfiniteList } from '@/components/ui/list';
import { infinitePaging } from '@/lib/api/paging';
import {
  LIST_PAGE_SIZE,
  LIST_SCROLL_OFFSET,
  PULL_REFRESH_HEAD,
} from '@/lib/domain/platform/constants';

import { KitSection } from './kit-section';
import styles from './kit.module.css';

const TOTAL = 35;
const DELAY_MS = 600;

interface Row {
  id: number;
  title: string;
}

function fakePage(page: number): Row[] {
  const start = (page - 1) * LIST_PAGE_SIZE;
  const count = Math.max(0, Math.min(LIST_PAGE_SIZE, TOTAL - start));
  return Array.from({ length: count }, (_, i) => ({
    id: start + i + 1,
    title: `第 ${start + i + 1} 条`,
  }));
}

export function ListDemo() {
  const failedOnce = useRef(false);
  const query = useInfiniteQuery({
    queryKey: ['dev-kit', 'fake-feed'],
    queryFn: async ({ pageParam }: { pageParam: number }) => {
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
      if (pageParam === 3 && !failedOnce.current) {
        failedOnce.current = true;
        throw new Error('fake failure');
      }
      return fakePage(pageParam);
    },
    ...infinitePaging(),
    retry: false,
  });
  return (
    <KitSection
      id="list"
      title="列表 InfiniteList"
      defaults={`每页 ${LIST_PAGE_SIZE} 条，距底部 ${LIST_SCROLL_OFFSET}px 加载下一页，下拉刷新头部 ${PULL_REFRESH_HEAD}px`}
    >
      <div className={styles.listBox}>
        <InfiniteList
          query={query}
          getKey={(row) => row.id}
          renderItem={(row) => <div className={styles.listRow}>{row.title}</div>}
          aria-label="示例列表"
        />
      </div>
    </KitSection>
  );
}
