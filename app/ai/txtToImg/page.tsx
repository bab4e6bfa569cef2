import type { Metadata } from 'next';

import { TextImageScreen } from '@/components/ai/text-image/text-image-screen';

export const metadata: Metadata = { title: '文生图 - 影视社区' };

// /ai/txtToImg: 文生图, our route beside §2's AI routes (§7 "Text to image" has calls, §2 no
// route; named after its calls, txtToImg/*). docs/ai-api.md.
export default function TextToImagePage() {
  return <TextImageScreen />;
}
