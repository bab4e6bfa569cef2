import type { Metadata } from 'next';

export const metadata: Metadata = { title: '直播 - 影视社区' };

// Kept alive (§2): app/_shell/kept-alive.tsx renders this route's screen and keeps it when
// the user navigates away, so the page itself renders nothing. Next requires a default export.
export default function LiveTvPage() {
  return null;
}
