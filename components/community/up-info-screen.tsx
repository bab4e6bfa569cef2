'use client';
// /community/upInfo?id= (kept alive, §2): an UP主's profile (avatar, intro, counts, 关注),
// then their posts and their videos in two tabs. 分享 opens the share sheet (docs/share.md).
import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';

import { usePageActive, usePageSearchParams } from '@/components/shell/page-active';
import { ShareButton } from '@/components/share/share-button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Header } from '@/components/ui/header';
import { InfiniteList } from '@/components/ui/list';
import { LazyImage } from '@/components/ui/lazy-image';
import { SkeletonLines } from '@/components/ui/skeleton';
import { TabBar } from '@/components/ui/tab-bar';
import { isApiError } from '@/lib/api/envelope';
import type { UploaderInfo } from '@/lib/api/community/community-types';
import { userPostsQuery } from '@/lib/api/community/posts';
import { uploaderQuery } from '@/lib/api/community/uploaders';
import { formatClock, formatCount } from '@/lib/domain/platform/format';
import { parseQueryId, videoCardRoute } from '@/lib/domain/video/links';

import { Avatar } from './author-line';
import { FollowButton } from './follow-button';
import { PostCard } from './post-card';
import styles from './uploader.module.css';
import { useNow } from '@/components/shell/use-now';
import { ReportButton } from './report-dialog';

const TABS = [
  { id: 'posts', name: '帖子' },
  { id: 'videos', name: '视频' },
];

function Profile({ info }: { info: UploaderInfo }) {
  const stats = [
    { label: '粉丝', value: info.followers },
    { label: '关注', value: info.followingCount },
    { label: '获赞', value: info.likes },
    { label: '播放', value: info.plays },
  ];
  return (
    <section className={styles.profile} aria-label="UP主资料">
      <div className={styles.profileHead}>
        <Avatar author={info} size={64} />
        <div className={styles.profileText}>
          <h2 className={styles.profileName}>{info.name}</h2>
          <p className={styles.intro}>{info.intro || '这个人很懒，什么都没有写'}</p>
        </div>
        {!info.isSelf && <FollowButton id={info.id} following={info.following} />}
        <ShareButton
          target={{
            subject: { kind: 'uploader', id: info.id },
            title: `${info.name}的主页`,
            cover: info.avatar,
          }}
        />
        {!info.isSelf && <ReportButton type="up" id={info.id} className={styles.report} />}
      </div>
      <dl className={styles.stats}>
        {stats.map((s) => (
          <div key={s.label} className={styles.stat}>
            <dd data-stat={s.label}>{formatCount(s.value)}</dd>
            <dt>{s.label}</dt>
          </div>
        ))}
      </dl>
    </section>
  );
}

function UserPosts({ id, active }: { id: number; active: boolean }) {
  const query = useInfiniteQuery(userPostsQuery(id));
  const now = useNow();
  return (
    <InfiniteList
      query={query}
      getKey={(post) => post.id}
      renderItem={(post) => <PostCard post={post} now={now} />}
      emptyText="还没有发过帖子"
      refreshable={false}
      active={active}
      aria-label="TA的帖子"
    />
  );
}

function UserVideos({ query, active }: { query: ReturnType<typeof useUploader>; active: boolean }) {
  const videos = {
    ...query,
    data: query.data ? { pages: query.data.pages.map((p) => p.videoList) } : undefined,
  };
  return (
    <InfiniteList
      query={videos}
      layout="grid"
      columns={2}
      gap={10}
      getKey={(video) => video.id}
      renderItem={(video) => (
        <Link href={videoCardRoute(video)} className={styles.videoCard}>
          <span className={styles.videoCover}>
            <LazyImage src={video.cover} alt="" aspectRatio="16 / 9" />
            <span className={styles.videoTime}>{formatClock(video.duration)}</span>
          </span>
          <span className={styles.videoTitle}>{video.title}</span>
        </Link>
      )}
      emptyText="还没有发布视频"
      refreshable={false}
      active={active}
      aria-label="TA的视频"
    />
  );
}

const useUploader = (id: number) => useInfiniteQuery(uploaderQuery(id));

function UpInfoView({ id }: { id: number }) {
  const query = useUploader(id);
  const active = usePageActive();
  const [tab, setTab] = useState(0);
  const info = query.data?.pages[0];
  if (!info) {
    if (query.isError)
      return isApiError(query.error) && query.error.code === 4040 ? (
        <EmptyState text="用户不存在或已注销" />
      ) : (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      );
    return (
      <div className={styles.loading} role="status" aria-label="加载中">
        <SkeletonLines lines={4} />
      </div>
    );
  }
  return (
    <>
      <Profile info={info} />
      <TabBar
        items={TABS}
        active={tab}
        onChange={setTab}
        label="TA的内容"
        className={styles.tabs}
      />
      {tab === 0 ? (
        <UserPosts id={id} active={active} />
      ) : (
        <UserVideos query={query} active={active} />
      )}
    </>
  );
}

export function UpInfoScreen() {
  const id = parseQueryId(usePageSearchParams().get('id'));
  return (
    <div className={styles.screen}>
      <Header title="UP主主页" />
      <main>
        {id === null ? (
          <EmptyState text="链接有误" description="没有找到这位UP主" />
        ) : (
          <UpInfoView key={id} id={id} />
        )}
      </main>
    </div>
  );
}
