// 播放设置 in localStorage (`playbackSettings`, docs/player.md "Playback settings"): the model
// and its validation are lib/domain/player/playback-settings; the player and the screen read this atom.
import { atom } from 'jotai';

import {
  DEFAULT_PLAYBACK_SETTINGS,
  PLAYBACK_SETTINGS_STORAGE_KEY,
  readPlaybackSettings,
  type PlaybackSettings,
} from '@/lib/domain/player/playback-settings';

import { persistedAtom } from './persisted-atom';
import type { StorageCodec } from './storage-codecs';

const settingsCodec: StorageCodec<PlaybackSettings> = {
  parse: (raw) => readPlaybackSettings(raw),
  stringify: (value) => JSON.stringify(value),
};

export const playbackSettingsAtom = persistedAtom<PlaybackSettings>({
  key: PLAYBACK_SETTINGS_STORAGE_KEY,
  area: 'local',
  initial: DEFAULT_PLAYBACK_SETTINGS,
  codec: settingsCodec,
});

/** Changes one setting, keeping the others. */
export const updatePlaybackSettingsAtom = atom(
  null,
  (get, set, change: Partial<PlaybackSettings>) => {
    set(playbackSettingsAtom, { ...get(playbackSettingsAtom), ...change });
  },
);
