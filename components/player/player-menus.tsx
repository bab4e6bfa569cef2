'use client';
// The player's two sheets, 播放速度 and 清晰度, opened from the control bar and drawn inside the
// fullscreen element when the player is full screen (else they would not show).
import { ActionSheet, type SheetAction } from '@/components/ui/action-sheet';
import { PLAYBACK_RATES } from '@/lib/domain/player/playback';

import type { VideoPlayerState } from './player-types';
import type { QualityMenu } from './quality-menu';

export type PlayerMenu = 'rate' | 'quality' | null;

export interface PlayerMenusProps {
  menu: PlayerMenu;
  player: VideoPlayerState;
  quality: QualityMenu;
  container: HTMLElement | null;
  onClose(): void;
}

export function PlayerMenus({ menu, player, quality, container, onClose }: PlayerMenusProps) {
  const rateActions: SheetAction[] = PLAYBACK_RATES.map((rate) => ({
    label: rate === 1 ? '1.0x 正常' : `${rate}x`,
    description: rate === player.rate ? '当前' : undefined,
    onSelect: () => player.setRate(rate),
  }));
  return (
    <>
      <ActionSheet
        open={menu === 'rate'}
        title="播放速度"
        actions={rateActions}
        onClose={onClose}
        container={container}
      />
      <ActionSheet
        open={menu === 'quality'}
        title="清晰度"
        actions={quality.actions}
        onClose={onClose}
        container={container}
      />
    </>
  );
}
