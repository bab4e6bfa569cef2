'use client';
// /topicList?id=&name= (§2, kept alive): a topic's cover and description above an endless
// list of its videos (media/topic/details). One kept instance serves every topic: the id of
// the URL picks the query, so coming back to another topic shows that topic. The player's
// tags and actor open the same list with `kind=tag` or `kind=actor` (media/tag/details,
// media/actor/details): §2 sends a video's tag to /topicList.
import { useInfiniteQuery } from '@tanstack/react-query';

import { usePageSearchParams } from '@/components/shell/page-active';
import { Header } from '@/components/ui/header';
import { LazyImage } from '@/components/ui/lazy-image';
import { Skeleton, skeletonArea } from '@/components/ui/skeleton';
import { BadLinkState } from '@/components/video/bad-link-state';
import { VideoFeed } from '@/components/video/video-feed';
import { actorFeedQuery, tagFeedQuery, topicFeedQuery } from '@/lib/api/video/media';
import type { Topic } from '@/lib/api/video/media-types';
import { parseQueryId } from '@/lib/domain/video/links';

import styles from './topic-list-screen.module.css';

function TopicHeader({ topic }: { topic: Topic | undefined }) {
  if (!topic) {
    return (
      <div className={skeletonArea(styles.head)} aria-hidden="true">
        <Skeleton width="100%" aspectRatio={16 / 9} radius={8} />
        {/* The name and a one-line description, as tall as theirs: the list does not move. */}
        <Skeleton width="40%" height={18} className={styles.nameSkeleton} />
        <Skeleton width="70%" height={13} className={styles.descriptionSkeleton} />
      </div>
    );
  }
  return (
    <div className={styles.head}>
      <LazyImage src={topic.cover} alt={topic.name} preload className={styles.cover} />
      <h2 className={styles.name}>{topic.name}</h2>
      {topic.description && <p className={styles.description}>{topic.description}</p>}
    </div>
  );
}

export function TopicListScreen() {
  const params = usePageSearchParams();
  const id = parseQueryId(params.get('id'));
  const name = params.get('name')?.trim() ?? '';
  const kind = params.get('kind');
  const options =
    kind === 'tag'
      ? tagFeedQuery(id ?? 0, 'new')
      : kind === 'actor'
        ? actorFeedQuery(id ?? 0)
        : topicFeedQuery(id ?? 0);
  const query = useInfiniteQuery({
    ...(options as ReturnType<typeof topicFeedQuery>),
    enabled: id !== null,
  });
  const first = query.data?.pages[0] as Record<string, unknown> | undefined;
  const topic =
    kind === 'tag' || kind === 'actor' ? undefined : (first?.topic as Topic | undefined);
  const plain = kind === 'tag' || kind === 'actor';

  return (
    <div className={styles.screen}>
      <Header title={topic?.name || name || '专题'} />
      <main>
        {id === null ? (
          <BadLinkState description="没有找到这个专题，请从首页重新进入" />
        ) : (
          <VideoFeed
            key={`${kind ?? 'topic'}-${id}`}
            query={query}
            queryKey={options.queryKey}
            header={
              !plain && (query.data || query.isPending) ? <TopicHeader topic={topic} /> : undefined
            }
            emptyText="该专题暂无视频"
            label="专题视频"
          />
        )}
      </main>
    </div>
  );
}
