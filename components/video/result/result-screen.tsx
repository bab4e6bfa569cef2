'use client';
// /subpage/result?keyword= (§2, kept alive): the videos whose title, tag or actor contains the
// keyword (search/details), endless, with the search field on top to search again. One kept
// instance serves every keyword: the URL's keyword picks the query and resets the field.
import { useState } from 'react';

import { usePageSearchParams } from '@/components/shell/page-active';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchBar } from '@/components/video/search-bar';
import { useSearch } from '@/components/video/use-search';
import { VideoFeedOf } from '@/components/video/video-feed';
import { searchFeedQuery } from '@/lib/api/video/media';
import { keywordProblem, normalizeKeyword } from '@/lib/domain/search-history';

import styles from './result-screen.module.css';

export const NO_RESULT_TEXT = '没有找到相关视频';

function Results({ keyword }: { keyword: string }) {
  return (
    <VideoFeedOf
      options={searchFeedQuery(keyword)}
      layout="row"
      empty={<EmptyState text={NO_RESULT_TEXT} description="换个关键词试试吧" />}
      label={`“${keyword}”的搜索结果`}
    />
  );
}

export function ResultScreen() {
  const params = usePageSearchParams();
  const keyword = normalizeKeyword(params.get('keyword'));
  const problem = keywordProblem(keyword);
  const search = useSearch();
  const [text, setText] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  // Another keyword in the URL (this kept screen reused): the field shows it.
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword);
  }

  return (
    <div className={styles.screen}>
      <SearchBar heading="搜索结果" value={text} onChange={setText} onSearch={search} />
      <main className={styles.main}>
        {problem === null ? (
          <Results key={keyword} keyword={keyword} />
        ) : (
          <EmptyState text={problem} description="请输入想看的影片、标签或演员" />
        )}
      </main>
    </div>
  );
}
