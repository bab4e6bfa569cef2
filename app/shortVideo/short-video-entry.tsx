'use client';
// The short-video screen with the community's comment sheet: composed here, since one area's
// components never import another's (eslint import/no-restricted-paths).
import { PostCommentsSheet } from '@/components/community/post-comments-sheet';
import { ShortVideoScreen } from '@/components/video/short/short-video-screen';

export function ShortVideoEntry() {
  return <ShortVideoScreen CommentsSheet={PostCommentsSheet} />;
}
