import type { Metadata } from 'next';

import { GameScreen } from '@/components/game/game-screen';

export const metadata: Metadata = { title: '游戏 - 影视社区' };

// Next requires a default export for pages.
export default function GamePage() {
  return <GameScreen />;
}
