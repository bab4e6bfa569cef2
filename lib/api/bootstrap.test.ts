import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { cdnLinesAtom, configAtom } from '@/lib/state/app-atoms';
import { bootStateAtom } from '@/lib/state/boot-atoms';
import { deviceIdAtom, tokenAtom, userAtom } from '@/lib/state/session-atoms';
import {
  installMemoryStorage,
  removeMemoryStorage,
  type MemoryStorage,
} from '@/lib/state/storage.test-support';

import { pickDeviceId } from '@/lib/domain/platform/device';

import {
  parseLoginData,
  refreshConfig,
  rememberLaunch,
  seedConfig,
  startBootstrap,
  type BootstrapDeps,
} from './bootstrap';
import { TIP_GUEST_REFUSED } from '@/lib/protocol/codes';
import { ApiError } from './envelope';
import { CONFIG_REFRESH_SECONDS } from '@/lib/domain/platform/constants';

const CONFIG = { theme: 2, domain: [{ type: 'IMAGE', urls: ['http://o/cdn/img'] }] };
const LOGIN = { token: 'T'.repeat(43), user: { id: 100001, kind: 'guest' } };

let local: MemoryStorage;
let session: MemoryStorage;
const calls: string[] = [];

function fakeApi(
  overrides: { config?: () => unknown; login?: (payload: unknown) => unknown } = {},
) {
  const get = vi.fn(async (path: string) => {
    calls.push(`GET ${path}`);
    return (overrides.config ?? (() => CONFIG))();
  });
  const post = vi.fn(async (path: string, payload?: unknown) => {
    calls.push(`POST ${path}`);
    return (overrides.login ?? (() => LOGIN))(payload);
  });
  // The client's methods are generic in the data type; these fakes answer `unknown`.
  return { get, post } as unknown as BootstrapDeps['api'] & { get: typeof get; post: typeof post };
}

beforeEach(() => {
  ({ local, session } = installMemoryStorage());
  calls.length = 0;
});
afterEach(removeMemoryStorage);

const fixed = { random: () => 0.5, now: () => Date.UTC(2024, 0, 2, 3, 4, 5) };

describe('refreshConfig', () => {
  it('replaces the tab’s stored copy with the origin’s current config', async () => {
    const store = seedConfig(createStore(), CONFIG);
    const changed = { ...CONFIG, advertise: [{ id: 1, position: 2, title: '新横幅' }] };
    await refreshConfig({ store, api: fakeApi({ config: () => changed }) });
    expect(calls).toEqual(['GET ping/config']);
    expect(store.get(configAtom)).toEqual(changed);
    expect(JSON.parse(session.getItem('config') ?? 'null')).toEqual(changed);
  });
});

describe('seedConfig', () => {
  it('takes the config that came with the page: no config call, stored for the session', async () => {
    const store = seedConfig(createStore(), CONFIG);
    expect(store.get(configAtom)).toEqual(CONFIG);
    expect(JSON.parse(session.getItem('config') ?? 'null')).toEqual(CONFIG);
    expect(store.get(cdnLinesAtom).IMAGE).toEqual(['http://o/cdn/img']);
    await startBootstrap({ store, api: fakeApi(), ...fixed }, {});
    expect(calls).toEqual(['POST login/guest']);
  });

  it('keeps the copy this tab cached (§2 loads the config only if missing)', () => {
    session.setItem('config', JSON.stringify({ theme: 6, domain: [] }));
    expect(seedConfig(createStore(), CONFIG).get(configAtom)).toEqual({ theme: 6, domain: [] });
    expect(seedConfig(createStore(), null).get(configAtom)).toEqual({ theme: 6, domain: [] });
  });

  it('takes a page config once the copy is CONFIG_REFRESH_SECONDS older (an operator change)', () => {
    session.setItem('config', JSON.stringify({ theme: 6, domain: [], serverTime: 1000 }));
    const soon = { ...CONFIG, serverTime: 1000 + CONFIG_REFRESH_SECONDS - 1 };
    expect(seedConfig(createStore(), soon).get(configAtom)).toMatchObject({ theme: 6 });
    const later = { ...CONFIG, serverTime: 1000 + CONFIG_REFRESH_SECONDS };
    expect(seedConfig(createStore(), later).get(configAtom)).toEqual(later);
    expect(JSON.parse(session.getItem('config') ?? 'null')).toEqual(later);
  });
});

describe('bootstrap', () => {
  it('fresh browser: flags, channel, config, then guest login; all stored', async () => {
    const store = createStore();
    const api = fakeApi();
    const params = { pc: 'p1', dc: 'd1', isAppStore: '1' };
    rememberLaunch(store, params);
    await startBootstrap({ store, api, ...fixed }, params);
    expect(calls).toEqual(['GET ping/config', 'POST login/guest']);
    expect(local.getItem('isAppStore')).toBe('1');
    expect(JSON.parse(session.getItem('config') ?? '')).toEqual(CONFIG);
    expect(local.getItem('token')).toBe(LOGIN.token);
    expect(JSON.parse(local.getItem('user') ?? '')).toMatchObject({
      id: 100001,
      token: LOGIN.token,
    });
    expect(store.get(cdnLinesAtom).IMAGE).toEqual(['http://o/cdn/img']);
    expect(store.get(bootStateAtom)).toEqual({ status: 'ready' });
    const payload = api.post.mock.calls[0]?.[1] as {
      devID: string;
      affCode: string;
      token: string;
    };
    expect(payload.devID).toBe('5555555555' + '20240102110405');
    expect(local.getItem('deviceId')).toBe(payload.devID);
    expect(JSON.parse(payload.affCode)).toEqual({ pc: 'p1', dc: 'd1' });
    expect(payload.token).toBe('');
  });

  it('returning visitor: cached config and a token mean no call at all', async () => {
    session.setItem('config', JSON.stringify(CONFIG));
    local.setItem('token', 'tok');
    const store = createStore();
    await startBootstrap({ store, api: fakeApi(), ...fixed }, {});
    expect(calls).toEqual([]);
    expect(store.get(bootStateAtom).status).toBe('ready');
    expect(store.get(cdnLinesAtom).IMAGE).toEqual(['http://o/cdn/img']);
  });

  it('uses the uuid of the link, else the stored device id', async () => {
    local.setItem('deviceId', 'stored-device-1');
    const api = fakeApi();
    await startBootstrap({ store: createStore(), api, ...fixed }, { uuid: 'link-device-1' });
    expect((api.post.mock.calls[0]?.[1] as { devID: string }).devID).toBe('link-device-1');
    expect(local.getItem('deviceId')).toBe('link-device-1');

    local.removeItem('token');
    const again = fakeApi();
    await startBootstrap({ store: createStore(), api: again, ...fixed }, {});
    expect((again.post.mock.calls[0]?.[1] as { devID: string }).devID).toBe('link-device-1');
  });

  it('picks device ids per §5: short candidates are skipped', () => {
    expect(pickDeviceId('abc', 'stored-1234', () => 0, 0)).toBe('stored-1234');
    expect(pickDeviceId(undefined, '123456', () => 0.1, Date.UTC(2024, 0, 1))).toMatch(
      /^1{10}\d{14}$/,
    );
  });

  it('a failed config stops before the login and says why; a retry re-runs only what failed', async () => {
    const store = createStore();
    let up = false;
    const api = fakeApi({
      config: () => {
        if (!up) throw new ApiError(5020, '服务暂时不可用，请稍后重试');
        return CONFIG;
      },
    });
    await startBootstrap({ store, api, ...fixed }, {});
    expect(store.get(bootStateAtom)).toEqual({
      status: 'failed',
      failure: { kind: 'boot', code: 5020, message: '服务暂时不可用，请稍后重试' },
    });
    expect(calls).toEqual(['GET ping/config']);
    up = true;
    await startBootstrap({ store, api, ...fixed }, {});
    expect(calls).toEqual(['GET ping/config', 'GET ping/config', 'POST login/guest']);
    expect(store.get(bootStateAtom).status).toBe('ready');

    // Config already in hand: a login failure's retry asks for the login only.
    local.removeItem('token');
    const store2 = createStore();
    const api2 = fakeApi({ login: () => Promise.reject(new ApiError(6004, '设备号无效')) });
    calls.length = 0;
    await startBootstrap({ store: store2, api: api2, ...fixed }, {});
    expect(store2.get(bootStateAtom)).toMatchObject({
      status: 'failed',
      failure: { code: 6004, message: TIP_GUEST_REFUSED },
    });
    expect(calls).toEqual(['POST login/guest']);
  });

  it('refuses an answer without a token or a user', async () => {
    const store = createStore();
    await startBootstrap(
      { store, api: fakeApi({ login: () => ({ user: { id: 1 } }) }), ...fixed },
      {},
    );
    expect(store.get(bootStateAtom)).toMatchObject({ status: 'failed', failure: { code: 5020 } });
    expect(store.get(tokenAtom)).toBeNull();
    const store2 = createStore();
    session.removeItem('config');
    await startBootstrap({ store: store2, api: fakeApi({ config: () => 'nope' }), ...fixed }, {});
    expect(store2.get(configAtom)).toBeNull();
    expect(store2.get(bootStateAtom).status).toBe('failed');
  });

  it('runs once at a time per store', async () => {
    const store = createStore();
    const api = fakeApi();
    const a = startBootstrap({ store, api, ...fixed }, {});
    const b = startBootstrap({ store, api, ...fixed }, {});
    expect(a).toBe(b);
    await a;
    expect(calls).toEqual(['GET ping/config', 'POST login/guest']);
    expect(store.get(userAtom)?.id).toBe(100001);
    expect(store.get(deviceIdAtom)).not.toBeNull();
  });

  it('reads login answers in the shapes an origin may use', () => {
    expect(parseLoginData({ token: 't', user: { id: 1 } })).toEqual({
      token: 't',
      user: { id: 1 },
    });
    expect(parseLoginData({ token: 't', userInfo: { id: 2 } })?.user.id).toBe(2);
    expect(parseLoginData({ id: 3, token: 't' })?.token).toBe('t');
    expect(parseLoginData({ token: ' ', user: { id: 1 } })).toBeNull();
    expect(parseLoginData(null)).toBeNull();
  });
});
