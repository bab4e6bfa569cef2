'use client';
// /mine/myHistory, /mine/myCollect and /mine/myBought: the user's videos as rows (media/trackList).
// The history shows how far each was watched (a bar on the cover, 观看至 or 已看完: the player
// resumes there or starts over) and when, and can be cleared.
import { useInfiniteQuery } from '@tanstack/react-query';

import { useConfirm } from '@/components/ui/confirm';
import { InfiniteList } from '@/components/ui/list';
import { useToast } from '@/components/ui/toast';
import { IntentLink } from '@/components/ui/intent-link';
import { LazyImage } from '@/components/ui/lazy-image';
import { useNow } from '@/components/shell/use-now';
import { videoListQuery, type VideoListKind } from '@/lib/api/account/center';
import { useClearHistory } from '@/lib/api/account/center-actions';
import { formatClock } from '@/lib/domain/platform/format';
import { videoCardRoute } from '@/lib/domain/video/links';
import { watchedShare, watchedWhen, watchProgressText } from '@/lib/domain/player/watch-progress';
import type { WatchedVideo } from '@/lib/protocol/shapes/video';

import fieldStyles from '../parts/fields.module.css';
import buttonStyles from '../parts/buttons.module.css';
import videoStyles from './my-videos-screen.module.css';
import { SubPage } from '../parts/sub-page';

const TITLES: Record<VideoListKind, { title: string; empty: string }> = {
  history: { title: '观看记录', empty: '还没有观看记录' },
  collect: { title: '我的收藏', empty: '还没有收藏的视频' },
  bought: { title: '已购内容', empty: '还没有购买的视频' },
};

/** A row of the history: the cover with how much was watched, 已看完 or 观看至, and when. */
export function HistoryRow({ video, now }: { video: WatchedVideo; now: number }) {
  const progress = watchProgressText(video.position, video.duration);
  const share = Math.round(watchedShare(video.position, video.duration) * 100);
  return (
    <IntentLink href={videoCardRoute(video)} className={videoStyles.videoRow}>
      <span className={videoStyles.videoCover}>
        <LazyImage src={video.cover} alt="" aspectRatio={16 / 9} />
        <span
          className={videoStyles.progress}
          role="progressbar"
          aria-label="观看进度"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={share}
        >
          <span className={videoStyles.progressFill} style={{ width: `${share}%` }} />
        </span>
      </span>
      <span className={videoStyles.videoText}>
        <span className={videoStyles.videoTitle}>{video.title}</span>
        <span className={`${fieldStyles.hint} ${videoStyles.videoMeta}`}>
          <span data-finished={share === 100 ? '' : undefined}>{progress}</span>
          <span>{watchedWhen(video.watchedAt, now)}</span>
        </span>
      </span>
    </IntentLink>
  );
}

function Row({ video }: { video: WatchedVideo }) {
  return (
    <IntentLink href={videoCardRoute(video)} className={videoStyles.videoRow}>
      <span className={videoStyles.videoCover}>
        <LazyImage src={video.cover} alt="" aspectRatio={16 / 9} />
      </span>
      <span className={videoStyles.videoText}>
        <span className={videoStyles.videoTitle}>{video.title}</span>
        <span className={fieldStyles.hint}>时长 {formatClock(video.duration)}</span>
      </span>
    </IntentLink>
  );
}

function MyVideos({ kind }: { kind: VideoListKind }) {
  const query = useInfiniteQuery(videoListQuery(kind));
  const clearHistory = useClearHistory();
  const confirm = useConfirm();
  const toast = useToast();
  const history = kind === 'history';
  const now = useNow();
  const hasItems = (query.data?.pages[0]?.list.length ?? 0) > 0;

  const clear = async () => {
    if (!(await confirm({ title: '清空观看记录', message: '确定清空全部观看记录吗？' }))) return;
    try {
      await clearHistory.mutateAsync();
      toast.success('已清空');
    } catch {
      toast.error('清空失败，请稍后重试');
    }
  };

  return (
    <SubPage
      title={TITLES[kind].title}
      right={
        history && hasItems ? (
          <button type="button" className={buttonStyles.linkButton} onClick={clear}>
            清空
          </button>
        ) : undefined
      }
    >
      <InfiniteList
        query={query}
        getKey={(video) => video.id}
        renderItem={(video) =>
          history ? <HistoryRow video={video} now={now} /> : <Row video={video} />
        }
        emptyText={TITLES[kind].empty}
        aria-label={TITLES[kind].title}
      />
    </SubPage>
  );
}

export function MyHistoryScreen() {
  return <MyVideos kind="history" />;
}

export function MyCollectScreen() {
  return <MyVideos kind="collect" />;
}

export function MyBoughtScreen() {
  return <MyVideos kind="bought" />;
}
