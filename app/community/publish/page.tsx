import type { Metadata } from 'next';

import { PublishScreen } from '@/components/community/publish-screen';

export const metadata: Metadata = { title: '发布帖子 - 影视社区' };

// §2 /community/publish: text, pictures or a video, uploaded in chunks, then published.
export default function PublishPage() {
  return <PublishScreen />;
}
