// Launch flags and channel (spec §2 steps 2–3, §3 Channel, §9 flag storage).
import { atom } from 'jotai';

import { IS_APP_STORE_STORAGE_KEY, IS_LIGHT_STORAGE_KEY } from '@/lib/domain/constants';

import {
  channelFromLaunch,
  isChannel,
  mergeChannel,
  parseFlag,
  type Channel,
  type LaunchParams,
} from '@/lib/domain/launch-params';
import { flagCodec, jsonCodec, persistedAtom } from './persisted-atom';

/** Not named by the spec: the channel is kept beside the flags so a later visit still reports it. */
export const CHANNEL_STORAGE_KEY = 'channel';

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
  const fromQuery = channelFromLaunch(params);
  if (Object.keys(fromQuery).length > 0) {
    const merged = mergeChannel(get(channelAtom), fromQuery);
    set(channelAtom, Object.keys(merged).length > 0 ? merged : EMPTY_CHANNEL);
  }
});
