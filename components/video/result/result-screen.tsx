'use client';
// /subpage/result?keyword= (§2, kept alive): what the keyword found, in tabs for 视频 (title, tag
// or actor), 帖子 and UP主 (search-results.tsx), with the search field on top to search again;
// a keyword that found nothing shows the hot searches. One kept instance serves every keyword:
// the URL's keyword picks the queries and resets the field and the tab.
import { useState } from 'react';

import { usePageSearchParams } from '@/components/shell/page-active';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchBar } from '@/components/video/search-bar';
import { useSearch } from '@/components/video/use-search';
import { keywordProblem, normalizeKeyword } from '@/lib/domain/video/search-history';

import styles from './result-screen.module.css';
import { SearchResults } from './search-results';

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

  // A hot search tapped on the no-result view: searched, and shown in the field.
  const pick = (picked: string) => {
    setText(picked);
    search(picked);
  };

  return (
    <div className={styles.screen}>
      <SearchBar heading="搜索结果" value={text} onChange={setText} onSearch={search} />
      <main className={styles.main}>
        {problem === null ? (
          <SearchResults key={keyword} keyword={keyword} onPick={pick} />
        ) : (
          <EmptyState text={problem} description="请输入想看的影片、标签或演员" />
        )}
      </main>
    </div>
  );
}
