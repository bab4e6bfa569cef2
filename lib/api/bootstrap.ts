// The bootstrap of spec §2 "Before every navigation", steps 2–5, against a jotai store.
// Steps that are already done (config cached, token present) are skipped, so the same
// run is the first boot, the retry after a failure and the re-check after a logout.
import { CONFIG_REFRESH_SECONDS } from '@/lib/domain/platform/constants';
import { pickDeviceId } from '@/lib/domain/platform/device';
import { GUEST_LOGIN_PATH, guestLoginPayload } from '@/lib/domain/account/guest-login';
import {
  applyConfigAtom,
  configAtom,
  isServerConfig,
  type ServerConfig,
} from '@/lib/state/app-atoms';
import { bootStateAtom } from '@/lib/state/boot-atoms';
import { channelAtom, rememberLaunchAtom } from '@/lib/state/channel-atoms';
import type { LaunchParams } from '@/lib/domain/platform/launch-params';
import {
  deviceIdAtom,
  isSessionUser,
  setSessionAtom,
  tokenAtom,
  type SessionUser,
} from '@/lib/state/session-atoms';
import type { AppStore } from '@/lib/state/store';

import type { ApiClient } from './client';
import { CODES, TIPS } from '@/lib/protocol/codes';
import { ApiError, bootErrorMessage } from './envelope';

export interface BootstrapDeps {
  store: AppStore;
  api: Pick<ApiClient, 'get' | 'post'>;
  random?: () => number;
  now?: () => number;
}

/** §2 steps 2 and 3; synchronous, so it always happens before the first call goes out. */
export function rememberLaunch(store: AppStore, params: LaunchParams): void {
  store.set(rememberLaunchAtom, params);
}

function unreadable(path: string): ApiError {
  return new ApiError(CODES.originUnreachable, TIPS.badResponse, { path });
}

/** The origin's clock when it made a config (ping/config `serverTime`), or -1 without one. */
const madeAt = (config: ServerConfig): number =>
  typeof config.serverTime === 'number' ? config.serverTime : -1;

/**
 * The config that came with the page (§2 step 4 without a call), unless this tab already holds
 * one: "load the config if missing", and the session's copy is its truth (§9) – for
 * CONFIG_REFRESH_SECONDS, after which a page's newer copy replaces it, so the console's
 * announcements and theme (issue 41) reach an open tab. Stored like a loaded one. Returns the
 * store, for a state initializer.
 */
export function seedConfig(store: AppStore, config: unknown): AppStore {
  if (!isServerConfig(config)) return store;
  const held = store.get(configAtom);
  if (held === null || madeAt(config) - madeAt(held) >= CONFIG_REFRESH_SECONDS)
    store.set(applyConfigAtom, config);
  return store;
}

/** §2 step 4: the cached config, else GET ping/config. CDN lines and switches follow it. */
export async function ensureConfig({ store, api }: BootstrapDeps): Promise<ServerConfig> {
  const cached = store.get(configAtom);
  const config = cached ?? (await api.get('ping/config', { beforeSession: true }));
  if (!isServerConfig(config)) throw unreadable('ping/config');
  store.set(applyConfigAtom, config);
  return config;
}

/**
 * A fresh ping/config over the tab's copy (§9 keeps it in session storage for the tab's life): an
 * operator's banner, ad or theme change then reaches an open tab (docs/admin-api.md "Home").
 */
export async function refreshConfig({ store, api }: BootstrapDeps): Promise<void> {
  const config = await api.get('ping/config', { beforeSession: true });
  if (isServerConfig(config)) store.set(applyConfigAtom, config);
}

/** The token and user in a login answer: `{ token, user }`, `{ token, userInfo }` or a flat user. */
export function parseLoginData(data: unknown): { token: string; user: SessionUser } | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const nested = isSessionUser(record.user)
    ? record.user
    : isSessionUser(record.userInfo)
      ? record.userInfo
      : null;
  const user = nested ?? (isSessionUser(record) ? (record as SessionUser) : null);
  const token =
    typeof record.token === 'string'
      ? record.token
      : typeof user?.token === 'string'
        ? user.token
        : '';
  if (!user || token.trim() === '') return null;
  return { token, user };
}

/** §2 step 5 and §4 Session: guest login when no token exists; token and user stored on success. */
export async function ensureSession(deps: BootstrapDeps, launchUuid?: string): Promise<void> {
  const { store, api } = deps;
  if (store.get(tokenAtom) !== null) return;
  const devID = pickDeviceId(
    launchUuid,
    store.get(deviceIdAtom),
    deps.random ?? Math.random,
    (deps.now ?? Date.now)(),
  );
  store.set(deviceIdAtom, devID);
  // The head script may have sent this very request already (lib/shell/early-boot); the API
  // client then adopts its answer instead of asking again (lib/api/early-login).
  const payload = guestLoginPayload(devID, store.get(channelAtom));
  const session = parseLoginData(
    await api.post(GUEST_LOGIN_PATH, payload, { beforeSession: true }),
  );
  if (!session) throw unreadable(GUEST_LOGIN_PATH);
  store.set(setSessionAtom, session);
}

const inflight = new WeakMap<AppStore, Promise<void>>();

/**
 * Steps 4 and 5 with the boot state kept in the store. One run per store at a time:
 * React StrictMode, a retry tap and a re-check may all ask at once.
 */
export function startBootstrap(deps: BootstrapDeps, params: LaunchParams): Promise<void> {
  const running = inflight.get(deps.store);
  if (running) return running;
  const { store } = deps;
  store.set(bootStateAtom, { status: 'running' });
  const run = (async () => {
    try {
      await ensureConfig(deps);
      await ensureSession(deps, params.uuid);
      store.set(bootStateAtom, { status: 'ready' });
    } catch (error) {
      store.set(bootStateAtom, {
        status: 'failed',
        failure: {
          kind: 'boot',
          code: error instanceof ApiError ? error.code : CODES.originUnreachable,
          message: bootErrorMessage(error),
        },
      });
    } finally {
      inflight.delete(store);
    }
  })();
  inflight.set(store, run);
  return run;
}
