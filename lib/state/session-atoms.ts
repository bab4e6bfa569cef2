// Session of spec §4: token (localStorage `token`, raw text), the persisted user and the
// device id that brings a guest back to the same account.
import { atom } from 'jotai';

import {
  DEVICE_ID_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '@/lib/domain/platform/constants';
import type { UserInfo } from '@/lib/domain/money/vip';
import { withWallet, type Wallet } from '@/lib/domain/money/wallet';

import { persistedAtom } from './persisted-atom';
import { jsonCodec, rawStringCodec } from './storage-codecs';

/** The origin sends more than §3 lists (nickname, kind…); they are kept as sent. */
export interface SessionUser extends UserInfo {
  [field: string]: unknown;
}

export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const id = (value as { id?: unknown }).id;
  return (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '');
}

export const tokenAtom = persistedAtom<string | null>({
  key: TOKEN_STORAGE_KEY,
  area: 'local',
  initial: null,
  codec: rawStringCodec,
});

export const userAtom = persistedAtom<SessionUser | null>({
  key: USER_STORAGE_KEY,
  area: 'local',
  initial: null,
  codec: jsonCodec((v): v is SessionUser | null => v === null || isSessionUser(v)),
});

export const deviceIdAtom = persistedAtom<string | null>({
  key: DEVICE_ID_STORAGE_KEY,
  area: 'local',
  initial: null,
  codec: rawStringCodec,
});

export const isSignedInAtom = atom((get) => get(tokenAtom) !== null);

/** After a successful login: token first, so a reader that sees the user also sees its token. */
export const setSessionAtom = atom(
  null,
  (_get, set, session: { token: string; user: SessionUser }) => {
    set(tokenAtom, session.token);
    set(userAtom, { ...session.user, token: session.token });
  },
);

/** §4 clearAuth: the token goes (and the user it belonged to); the device id stays. */
export const clearAuthAtom = atom(null, (_get, set) => {
  set(tokenAtom, null);
  set(userAtom, null);
});

/** Balances an answer carries, shown at once; user/info, asked again, confirms them. */
export const applyWalletAtom = atom(null, (get, set, change: Partial<Wallet>) => {
  const user = get(userAtom);
  if (user) set(userAtom, withWallet(user, change));
});
