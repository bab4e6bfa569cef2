'use client';
// /subpage/search (§2, kept alive): searchHead, then the user's searchHistory, the hot
// keywords (searchHot) and suggested videos (searchVideo). Any keyword tapped is searched at
// once and also shown in the field, so coming back shows what was searched.
import { useCallback, useState } from 'react';

import { useSearch } from '@/components/video/use-search';

import { SearchHead } from './search-head';
import { SearchHistory } from './search-history';
import { SearchHot } from './search-hot';
import styles from './search-screen.module.css';
import { SearchVideo } from './search-video';

export function SearchScreen() {
  const [text, setText] = useState('');
  const search = useSearch();
  const pick = useCallback(
    (keyword: string) => {
      setText(keyword);
      search(keyword);
    },
    [search],
  );

  return (
    <div className={styles.screen}>
      <SearchHead value={text} onChange={setText} onSearch={search} />
      <main className={styles.main}>
        <SearchHistory onPick={pick} />
        <SearchHot onPick={pick} />
        <SearchVideo />
      </main>
    </div>
  );
}
