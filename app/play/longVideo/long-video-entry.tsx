'use client';
// The player with the community's comments in its 评论 tab: composed here, since one area's
// components never import another's (eslint import/no-restricted-paths). The comments' code
// comes when the tab first opens, not with the player.
import dynamic from 'next/dynamic';

import type { ServedPoster } from '@/components/player/use-poster';
import { LongVideoScreen } from '@/components/video/play/long-video-screen';
import { VideoCommentsSlot } from '@/components/video/play/video-comments';

const VideoCommentSection = dynamic(
  () => import('@/components/community/video-comment-section').then((m) => m.VideoCommentSection),
  { ssr: false },
);

const comments = (videoId: number) => <VideoCommentSection videoId={videoId} />;

export function LongVideoEntry({ served }: { served: ServedPoster | null }) {
  return (
    <VideoCommentsSlot.Provider value={comments}>
      <LongVideoScreen served={served} />
    </VideoCommentsSlot.Provider>
  );
}
