// The quality button's text and its sheet's rows (lib/domain/player/playback qualityView), with the
// player's setter behind each row.
import type { SheetAction } from '@/components/ui/action-sheet';
import { qualityView } from '@/lib/domain/player/playback';

import type { VideoPlayerState } from './player-types';

export interface QualityMenu {
  label: string;
  ariaLabel: string;
  actions: SheetAction[];
}

export function qualityMenu(
  player: Pick<VideoPlayerState, 'levels' | 'level' | 'playingLevel' | 'setLevel'>,
): QualityMenu {
  const view = qualityView(player.levels, player.level, player.playingLevel);
  return {
    label: view.label,
    ariaLabel: view.ariaLabel,
    actions: view.rows.map((row) => ({
      label: row.name,
      description: row.note,
      onSelect: () => player.setLevel(row.index),
    })),
  };
}
