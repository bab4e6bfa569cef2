// The inviter's code a shared link carried (docs/share.md "What reads the code"): kept in
// localStorage until a code is redeemed here, so registering later still offers it.
import { normaliseInviteCode, PENDING_INVITE_STORAGE_KEY } from '@/lib/domain/account/invite';

import { persistedAtom } from './persisted-atom';
import type { StorageCodec } from './storage-codecs';

const codeCodec: StorageCodec<string | null> = {
  // A malformed stored value is no code at all.
  parse: (raw) => normaliseInviteCode(raw),
  stringify: (value) => value ?? '',
};

export const pendingInviteAtom = persistedAtom<string | null>({
  key: PENDING_INVITE_STORAGE_KEY,
  area: 'local',
  initial: null,
  codec: codeCodec,
});
