'use client';
// The player's 简介 / 评论 tabs: 评论 shows the video's comments with the community's own comment
// components (list, 最新 / 最热, replies, likes, the composer), the video as their subject.
import { CommentSection } from '@/components/community/comment-section';
import { useNow } from '@/components/shell/use-now';
import { usePageActive } from '@/components/shell/page-active';
import { formatCount } from '@/lib/domain/format';

import styles from './video-comments.module.css';

export type VideoTab = 'intro' | 'comments';

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
  const now = useNow();
  const active = usePageActive();
  return (
    <div role="tabpanel" aria-label="评论">
      <CommentSection subject={{ videoId }} count={null} now={now} active={active} />
    </div>
  );
}
