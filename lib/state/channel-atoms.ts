// Launch flags and channel (spec §2 steps 2–3, §3 Channel, §9 flag storage).
import { atom } from 'jotai';

import {
  CHANNEL_STORAGE_KEY,
  IS_APP_STORE_STORAGE_KEY,
  IS_LIGHT_STORAGE_KEY,
} from '@/lib/domain/platform/constants';

import {
  isChannel,
  launchedChannel,
  parseFlag,
  type Channel,
  type LaunchParams,
} from '@/lib/domain/platform/launch-params';
import { persistedAtom } from './persisted-atom';
import { flagCodec, jsonCodec } from './storage-codecs';

export const isAppStoreAtom = persistedAtom<boolean>({
  key: IS_APP_STORE_STORAGE_KEY,
  area: 'local',
  initial: false,
  codec: flagCodec,
});

export const isLightAtom = persistedAtom<boolean>({
  key: IS_LIGHT_STORAGE_KEY,
  area: 'local',
  initial: false,
  codec: flagCodec,
});

const EMPTY_CHANNEL: Channel = {};

export const channelAtom = persistedAtom<Channel>({
  key: CHANNEL_STORAGE_KEY,
  area: 'local',
  initial: EMPTY_CHANNEL,
  codec: jsonCodec(isChannel),
});

/**
 * §2 steps 2 and 3. Only what the query says changes anything: a link without isLight
 * leaves the stored flag as it was, so the flags survive in-app navigation.
 */
export const rememberLaunchAtom = atom(null, (get, set, params: LaunchParams) => {
  const appStore = parseFlag(params.isAppStore);
  if (appStore !== undefined) set(isAppStoreAtom, appStore);
  const light = parseFlag(params.isLight);
  if (light !== undefined) set(isLightAtom, light);
  const channel = launchedChannel(get(channelAtom), params);
  if (channel !== get(channelAtom)) {
    set(channelAtom, Object.keys(channel).length > 0 ? channel : EMPTY_CHANNEL);
  }
});
