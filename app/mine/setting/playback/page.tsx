import type { Metadata } from 'next';

import { PlaybackSettingsScreen } from '@/components/account/setting/playback-settings-screen';

export const metadata: Metadata = { title: '播放设置 - 影视社区' };

// 设置 → 播放设置 (issue 39; no §2 route: the spec is silent). Next requires a default export.
export default function PlaybackSettingsPage() {
  return <PlaybackSettingsScreen />;
}
