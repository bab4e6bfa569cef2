'use client';
// What a search that found nothing shows instead of a blank (issue 35): 没有找到相关内容, then the
// hot searches (search/hot) as chips; a tap searches that keyword.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { EmptyState } from '@/components/ui/empty-state';
import searchStyles from '@/components/video/search/search-screen.module.css';
import { SectionHeader } from '@/components/video/section-header';
import { hotKeywordsQuery } from '@/lib/api/video/media';

export const NO_RESULT_TEXT = '没有找到相关内容';

export function NoResult({ onPick }: { onPick: (keyword: string) => void }) {
  const hot = useQuery(hotKeywordsQuery());
  const headingId = useId();
  const keywords = (hot.data?.list ?? []).map((item) => item.keyword).filter((k) => k.trim());
  return (
    <>
      <EmptyState text={NO_RESULT_TEXT} description="换个关键词，或看看大家都在搜什么" />
      {keywords.length > 0 && (
        <section className={searchStyles.block} aria-labelledby={headingId}>
          <SectionHeader id={headingId} title="热门搜索" />
          <ul className={searchStyles.chips}>
            {keywords.map((keyword) => (
              <li key={keyword}>
                <button type="button" className={searchStyles.chip} onClick={() => onPick(keyword)}>
                  {keyword}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
