'use client';
// A video's comments (the player's 评论 tab): the post's comment section with the video as its
// subject; the count shows on the tab, not in the section.
import { usePageActive } from '@/components/shell/page-active';
import { useNow } from '@/components/shell/use-now';

import { CommentSection } from './comment-section';

export function VideoCommentSection({ videoId }: { videoId: number }) {
  const now = useNow();
  const active = usePageActive();
  return <CommentSection subject={{ videoId }} count={null} now={now} active={active} />;
}
