'use client';
// /play/videoCollection?id= (§2 content type 3): a collection's cover, size and price above
// its videos (media/collect/details), and 购买合集 for a priced collection not yet bought.
import { useInfiniteQuery } from '@tanstack/react-query';

import { usePageSearchParams } from '@/components/shell/page-active';
import { Header } from '@/components/ui/header';
import { BadLinkState } from '@/components/video/bad-link-state';
import { VideoFeed } from '@/components/video/video-feed';
import { collectionFeedQuery } from '@/lib/api/video/media';
import { parseQueryId } from '@/lib/domain/video/links';

import { CollectionHeader } from './collection-header';
import styles from './collection-screen.module.css';

export function CollectionScreen() {
  const params = usePageSearchParams();
  const id = parseQueryId(params.get('id'));
  const options = collectionFeedQuery(id ?? 0);
  const query = useInfiniteQuery({ ...options, enabled: id !== null });
  const first = query.data?.pages[0];

  return (
    <div className={styles.screen}>
      <Header title={first?.collection.name || '视频合集'} />
      <main>
        {id === null ? (
          <BadLinkState description="没有找到这个合集，请从首页重新进入" />
        ) : (
          <VideoFeed
            query={query}
            queryKey={options.queryKey}
            layout="row"
            header={
              first ? (
                <CollectionHeader id={id} collection={first.collection} bought={first.bought} />
              ) : undefined
            }
            emptyText="该合集暂无视频"
            label="合集视频"
          />
        )}
      </main>
    </div>
  );
}
