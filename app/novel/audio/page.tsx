import type { Metadata } from 'next';

import { UnsupportedContentView } from '@/components/shell/unsupported-content-view';

export const metadata: Metadata = { title: '有声小说 - 影视社区' };

// §2 content type 10 links here: content the app does not carry. Next requires a default export.
export default function NovelAudioPage() {
  return <UnsupportedContentView path="/novel/audio" />;
}
