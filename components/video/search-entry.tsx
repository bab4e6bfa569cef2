'use client';
// The magnifier in a page header that opens /subpage/search.
import { SearchIcon } from '@/components/icons/shell-icons';
import { SEARCH_ROUTE } from '@/lib/domain/video/links';

import styles from './search-entry.module.css';
import { TapLink } from './tap-link';

export function SearchEntry() {
  return (
    <TapLink href={SEARCH_ROUTE} className={styles.entry} aria-label="搜索">
      <SearchIcon className={styles.icon} />
    </TapLink>
  );
}
