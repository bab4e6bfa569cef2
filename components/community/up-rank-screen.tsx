'use client';
// /subpage/upRank (§2 action up_list): the UP主 ranking, by followers or by the plays of their
// videos; numbered from 1, the top three highlighted; a row opens the profile.
import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';

import { Header } from '@/components/ui/header';
import { InfiniteList } from '@/components/ui/list';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { RankSort, UploaderCard } from '@/lib/api/community/community-types';
import { upRankQuery } from '@/lib/api/community/uploaders';
import { upInfoRoute } from '@/lib/domain/community/links';
import { formatCount } from '@/lib/domain/platform/format';

import { Avatar } from './author-line';
import { FollowButton } from './follow-button';
import styles from './uploader.module.css';

export const RANK_TITLE = 'UP主排行榜';

const SORTS: { value: RankSort; label: string }[] = [
  { value: 'followers', label: '粉丝榜' },
  { value: 'plays', label: '播放榜' },
];

function RankRow({ up, rank, sort }: { up: UploaderCard; rank: number; sort: RankSort }) {
  return (
    <div className={styles.rankRow}>
      <span className={styles.rank} data-top={rank <= 3 ? String(rank) : undefined}>
        <VisuallyHidden>第</VisuallyHidden>
        {rank}
        <VisuallyHidden>名</VisuallyHidden>
      </span>
      <Link href={upInfoRoute(up.id)} className={styles.rankWho}>
        <Avatar author={up} size={44} />
        <span className={styles.rankText}>
          <span className={styles.rankName}>{up.name}</span>
          <span className={styles.rankMeta}>
            {sort === 'plays'
              ? `${formatCount(up.plays)}次播放 · ${formatCount(up.followers)}粉丝`
              : `${formatCount(up.followers)}粉丝 · ${up.videos}个视频`}
          </span>
        </span>
      </Link>
      <FollowButton id={up.id} following={up.following} />
    </div>
  );
}

export function UpRankScreen() {
  const [sort, setSort] = useState<RankSort>('followers');
  const query = useInfiniteQuery(upRankQuery(sort));
  return (
    <div className={styles.screen}>
      <Header title={RANK_TITLE} />
      <div className={styles.sorts} role="group" aria-label="排行方式">
        {SORTS.map((s) => (
          <button
            key={s.value}
            type="button"
            className={styles.sortButton}
            aria-pressed={sort === s.value}
            onClick={() => setSort(s.value)}
          >
            {s.label}
          </button>
        ))}
      </div>
      <main>
        <InfiniteList
          key={sort}
          query={query}
          getKey={(up) => up.id}
          renderItem={(up, index) => <RankRow up={up} rank={index + 1} sort={sort} />}
          emptyText="暂无排行数据"
          aria-label={RANK_TITLE}
        />
      </main>
    </div>
  );
}
