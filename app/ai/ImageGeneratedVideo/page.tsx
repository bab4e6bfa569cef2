import type { Metadata } from 'next';

import { ImageVideoScreen } from '@/components/ai/image-video-screen';

export const metadata: Metadata = { title: '图生视频 - 影视社区' };

// §2 /ai/ImageGeneratedVideo: the user's photo made into a short video with a camera motion.
export default function ImageGeneratedVideoPage() {
  return <ImageVideoScreen />;
}
