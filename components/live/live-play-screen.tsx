'use client';
// /liveTv/livePlay?id=&name=: a live channel playing (the live HLS playlist of the one playlist
// route, from the live edge, no length and no seeking), its name at once from the link, what is
// on air, its category and viewers once live/home answers, and 更多直播 (the featured channels
// but this one), whose tap swaps the channel in place. A channel that is gone says so, with a
// way back to /liveTv. Leaving the page unmounts the player: the engine stops the stream.
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

import { ShareButton } from '@/components/share/share-button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Header } from '@/components/ui/header';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { usePoster, type ServedPoster } from '@/components/player/use-poster';
import { useVideoPlayer } from '@/components/player/use-video-player';
import { VideoPlayer } from '@/components/player/video-player';
import { isApiError } from '@/lib/api/envelope';
import { liveHomeQuery, useLiveViewers, type LiveChannel } from '@/lib/api/live/live';
import { cdnLines } from '@/lib/domain/platform/domains';
import { livePlaybackId, TIP_LIVE_NOT_FOUND } from '@/lib/domain/live/live';
import { lineName, playlistUrl } from '@/lib/domain/player/playback';
import { parseQueryId } from '@/lib/domain/video/links';
import { preloadEngine } from '@/lib/media/video-engine';
import { configAtom } from '@/lib/state/app-atoms';
import { tokenAtom } from '@/lib/state/session-atoms';

import { LiveBadge, LiveChannelCard, viewersText } from './live-channel-card';
import styles from './live-play-screen.module.css';

export const LIVE_TV_PATH = '/liveTv';
const LIVE_TITLE = '直播';
const CODE_NOT_FOUND = 4040;

function NotFound() {
  const router = useRouter();
  return (
    <main className={styles.screen}>
      <Header title={LIVE_TITLE} />
      <EmptyState
        text={TIP_LIVE_NOT_FOUND}
        description="去看看其他正在直播的频道吧"
        actionText="去看直播"
        onAction={() => router.replace(LIVE_TV_PATH)}
      />
    </main>
  );
}

export function LivePlayScreen({ served = null }: { served?: ServedPoster | null }) {
  const params = useSearchParams();
  const id = parseQueryId(params.get('id'));
  const name = params.get('name')?.trim() ?? '';
  if (id === null) return <NotFound />;
  // Another channel is a fresh player and fresh details.
  return (
    <LivePlayView
      key={id}
      id={id}
      name={name}
      served={served?.id === id ? served.src : undefined}
    />
  );
}

function Viewers({ channel }: { channel: LiveChannel }) {
  return <span>{viewersText(useLiveViewers(channel))}</span>;
}

function ChannelInfo({ channel, name }: { channel: LiveChannel | undefined; name: string }) {
  return (
    <section className={styles.info} aria-label="频道信息">
      <div className={styles.nameRow}>
        <h2 className={styles.name}>{channel?.name ?? name}</h2>
        <LiveBadge />
      </div>
      {channel ? (
        <>
          <p className={styles.programme}>
            <span className={styles.onAir}>正在播出</span>
            {channel.programme}
          </p>
          <p className={styles.meta}>
            <span>{channel.categoryName}</span>
            <Viewers channel={channel} />
          </p>
        </>
      ) : (
        <SkeletonLines lines={2} lineHeight={12} gap={8} />
      )}
    </section>
  );
}

function LivePlayView({
  id,
  name,
  served,
}: {
  id: number;
  name: string;
  /** The channel's cover as the server sent it with the page (drawn from the HTML). */
  served: string | undefined;
}) {
  const router = useRouter();
  const toast = useToast();
  const home = useQuery(liveHomeQuery(id));
  const channel = home.data?.channel ?? undefined;
  const token = useAtomValue(tokenAtom) ?? '';
  const config = useAtomValue(configAtom);
  const lineCount = Math.max(1, cdnLines(config?.domain).VID.length);
  const poster = usePoster(channel?.cover ?? served, served);
  const videoRef = useRef<HTMLVideoElement>(null);
  const gone =
    home.data?.channel === null || (isApiError(home.error) && home.error.code === CODE_NOT_FOUND);

  useEffect(() => {
    preloadEngine();
  }, []);
  const player = useVideoPlayer(videoRef, {
    playlistFor: (line) => playlistUrl(livePlaybackId(id), token, line),
    lineCount,
    startAt: 0,
    previewSeconds: 0,
    // A launch frame (the server renders it before any session): the stream waits for the token
    // its playlist is signed with.
    enabled: !gone && token !== '',
    live: true,
    onLineFailover: (from, to) => toast(`${lineName(from)}异常，已切换到${lineName(to)}`),
  });

  // The stream failed on every line: perhaps the channel went off air (its playlist answers
  // 4040) since live/home said it was on. An answer older than the failure is asked again; if
  // the channel is gone, the page says so.
  const failed = player.status === 'error';
  const failedAt = useRef(0);
  const { refetch, dataUpdatedAt, isFetching } = home;
  useEffect(() => {
    if (!failed) {
      failedAt.current = 0;
      return;
    }
    if (failedAt.current === 0) failedAt.current = Date.now();
    if (!isFetching && dataUpdatedAt > 0 && dataUpdatedAt < failedAt.current) void refetch();
  }, [failed, dataUpdatedAt, isFetching, refetch]);

  if (gone) return <NotFound />;
  const more = home.data?.featured.filter((c) => c.id !== id) ?? [];
  return (
    <main className={styles.screen}>
      <Header
        title={channel?.name ?? (name || LIVE_TITLE)}
        right={
          <ShareButton
            target={{
              subject: { kind: 'live', id, name: channel?.name ?? name },
              title: channel?.name ?? (name || LIVE_TITLE),
              cover: channel?.cover,
            }}
          />
        }
      />
      <div className={styles.playerSticky}>
        <VideoPlayer videoRef={videoRef} player={player} poster={poster.url ?? undefined} live />
      </div>
      <div className={styles.body}>
        <ChannelInfo channel={channel} name={name || LIVE_TITLE} />
        {home.isError ? (
          <ErrorState error={home.error} onRetry={() => void home.refetch()} variant="inline" />
        ) : more.length > 0 ? (
          <section className={styles.more} aria-labelledby="live-more-title">
            <h2 id="live-more-title" className={styles.title}>
              更多直播
            </h2>
            <div className={styles.moreList} role="list" aria-label="更多直播">
              {more.map((other) => (
                <div key={other.id} role="listitem">
                  <LiveChannelCard
                    channel={other}
                    variant="row"
                    // The channel playing is swapped, not stacked: back still leads to /liveTv.
                    onOpen={(path) => router.replace(path)}
                  />
                </div>
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </main>
  );
}
