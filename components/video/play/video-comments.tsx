'use client';
// The player's 简介 / 评论 tabs. 评论 shows the video's comments through a slot: the community's
// comment components fill it (composed in app/play/longVideo, since one area's components never
// import another's: eslint import/no-restricted-paths), with the video as their subject.
import { createContext, useContext, type ReactNode } from 'react';

import { formatCount } from '@/lib/domain/platform/format';

import styles from './video-comments.module.css';

export type VideoTab = 'intro' | 'comments';

/** Draws a video's comments under the 评论 tab; none: the tab shows nothing. */
export const VideoCommentsSlot = createContext<((videoId: number) => ReactNode) | null>(null);

export function VideoTabBar({
  tab,
  comments,
  onTab,
}: {
  tab: VideoTab;
  /** The video's comments, replies too (media/play's video.comments). */
  comments: number;
  onTab: (tab: VideoTab) => void;
}) {
  const item = (value: VideoTab, label: string) => (
    <button
      type="button"
      role="tab"
      className={styles.tab}
      aria-selected={tab === value}
      onClick={() => onTab(value)}
    >
      {label}
    </button>
  );
  return (
    <div className={styles.tabs} role="tablist" aria-label="视频内容">
      {item('intro', '简介')}
      {item('comments', comments > 0 ? `评论 ${formatCount(comments)}` : '评论')}
    </div>
  );
}

export function VideoComments({ videoId }: { videoId: number }) {
  const comments = useContext(VideoCommentsSlot);
  return (
    <div role="tabpanel" aria-label="评论">
      {comments?.(videoId)}
    </div>
  );
}
