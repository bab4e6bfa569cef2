'use client';
// searchHistory (§2): the keywords searched on this device, newest first (at most 20, kept in
// localStorage), as chips; a tap searches again, 清空 asks first and removes them all.
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';

import { TrashIcon } from '@/components/icons/video-icons';
import { useConfirm } from '@/components/ui/confirm';
import headerStyles from '@/components/video/section-header.module.css';
import { SectionHeader } from '@/components/video/section-header';
import { clearSearchHistoryAtom, searchHistoryAtom } from '@/lib/state/search-history-atoms';

import styles from './search-screen.module.css';

export function SearchHistory({ onPick }: { onPick: (keyword: string) => void }) {
  const history = useAtomValue(searchHistoryAtom);
  const clear = useSetAtom(clearSearchHistoryAtom);
  const confirm = useConfirm();
  const headingId = useId();
  if (history.length === 0) return null;

  const onClear = async () => {
    const yes = await confirm({
      title: '清空搜索历史',
      message: '确定清空全部搜索历史吗？',
      confirmText: '清空',
    });
    if (yes) clear();
  };

  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <SectionHeader
        id={headingId}
        title="搜索历史"
        action={
          <button type="button" className={headerStyles.action} onClick={() => void onClear()}>
            <TrashIcon className={headerStyles.actionIcon} />
            清空
          </button>
        }
      />
      <ul className={styles.chips}>
        {history.map((keyword) => (
          <li key={keyword}>
            <button type="button" className={styles.chip} onClick={() => onPick(keyword)}>
              {keyword}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
