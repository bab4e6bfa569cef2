import type { Metadata } from 'next';

export const metadata: Metadata = { title: '短视频 - 影视社区' };

// Kept alive (issue 37): app/_shell/kept-alive.tsx renders this route's screen and keeps it when
// the user navigates away, so the page itself renders nothing. Next requires a default export.
export default function ShortVideoPage() {
  return null;
}
