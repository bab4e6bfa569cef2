// App state of spec §3 (sessionStorage `app`) and the server config (sessionStorage
// `config`, §9). Both are per browser session: a new session loads a fresh config.
import { atom } from 'jotai';

import {
  APP_STORE_SESSION_KEY,
  CONFIG_SESSION_KEY,
  HOME_PATH,
} from '@/lib/domain/platform/constants';
import { cdnLines, type CdnLines } from '@/lib/domain/platform/domains';
import { themeFor } from '@/lib/domain/shell/themes';

import { persistedAtom } from './persisted-atom';
import { jsonCodec } from './storage-codecs';

/** §3 server config. Only what the shell reads is typed; the rest is kept as sent. */
export interface ServerConfig {
  domain?: unknown[];
  theme?: number | string;
  advertise?: unknown[];
  announcement?: unknown;
  [field: string]: unknown;
}

/**
 * §3 decrypt/config object, minus the keys: in this product the request and response keys
 * live only on the server (the BFF decrypts), so the browser keeps the switches and version.
 */
export interface DecryptConfig {
  version: string | null;
  localKeyEncrypt: boolean;
  startEncryptHttp: boolean;
  startEncryptM3u8: boolean;
}

export interface AppState {
  homePath: string;
  cdn: CdnLines;
  videoMuted: boolean;
  decrypt: DecryptConfig;
}

export const DEFAULT_DECRYPT: DecryptConfig = {
  version: null,
  localKeyEncrypt: false,
  startEncryptHttp: false,
  startEncryptM3u8: false,
};

export const DEFAULT_APP_STATE: AppState = {
  homePath: HOME_PATH,
  cdn: cdnLines([]),
  // The viewer's choice, for the browser session (§9: app state in sessionStorage). Until they
  // mute, a video tries sound; where the browser refuses it, the player plays muted and offers
  // 点击开启声音 (components/player/use-sound.ts).
  videoMuted: false,
  decrypt: DEFAULT_DECRYPT,
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isServerConfig(value: unknown): value is ServerConfig {
  return isObject(value);
}

function isAppState(value: unknown): value is AppState {
  return (
    isObject(value) &&
    typeof value.homePath === 'string' &&
    value.homePath.startsWith('/') &&
    isObject(value.cdn) &&
    typeof value.videoMuted === 'boolean' &&
    isObject(value.decrypt)
  );
}

export const configAtom = persistedAtom<ServerConfig | null>({
  key: CONFIG_SESSION_KEY,
  area: 'session',
  initial: null,
  codec: jsonCodec((v): v is ServerConfig | null => v === null || isServerConfig(v)),
});

export const appStateAtom = persistedAtom<AppState>({
  key: APP_STORE_SESSION_KEY,
  area: 'session',
  initial: DEFAULT_APP_STATE,
  codec: jsonCodec(isAppState),
});

/** The landing route the back helper returns to (§2); only in-app paths are accepted. */
export const homePathAtom = atom(
  (get) => get(appStateAtom).homePath,
  (get, set, path: string) => {
    if (path.startsWith('/') && !path.startsWith('//'))
      set(appStateAtom, { ...get(appStateAtom), homePath: path });
  },
);
export const cdnLinesAtom = atom((get) => get(appStateAtom).cdn);
export const decryptConfigAtom = atom((get) => get(appStateAtom).decrypt);

/** §4: the muted flag changes only through this setter. */
export const videoMutedAtom = atom(
  (get) => get(appStateAtom).videoMuted,
  (get, set, muted: boolean) => set(appStateAtom, { ...get(appStateAtom), videoMuted: muted }),
);

export const toggleVideoMutedAtom = atom(null, (get, set) => {
  set(videoMutedAtom, !get(videoMutedAtom));
});

/** Theme of §4, for the shell: taken from the config, default theme when absent or unknown. */
export const themeValueAtom = atom((get) => themeFor(get(configAtom)?.theme).value);
export const themeAtom = atom((get) => themeFor(get(configAtom)?.theme));

function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** The switches a config may carry (snake_case as §3 names them, or camelCase). */
export function decryptConfigFrom(config: ServerConfig): DecryptConfig {
  const source = isObject(config.decrypt)
    ? config.decrypt
    : isObject(config.encrypt)
      ? config.encrypt
      : config;
  // The codec's key version (x-key-version) when the config names one, else its version.
  const version = source.keyVersion ?? source.version;
  return {
    version: typeof version === 'string' || typeof version === 'number' ? String(version) : null,
    localKeyEncrypt: flag(source.localKeyEncrypt ?? source.local_key_encrypt),
    startEncryptHttp: flag(source.startEncryptHttp ?? source.start_encrypt_http),
    startEncryptM3u8: flag(source.startEncryptM3u8 ?? source.start_encrypt_m3u8),
  };
}

/** After the config is in hand: store it and derive the CDN lines and switches from it. */
export const applyConfigAtom = atom(null, (get, set, config: ServerConfig) => {
  set(configAtom, config);
  set(appStateAtom, {
    ...get(appStateAtom),
    cdn: cdnLines(Array.isArray(config.domain) ? config.domain : []),
    decrypt: decryptConfigFrom(config),
  });
});
