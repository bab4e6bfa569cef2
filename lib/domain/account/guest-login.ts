// The guest login of §2 step 5 (§7 login/guest): who the device is and where it came from. One
// rule for both callers, the bootstrap (lib/api/bootstrap) and the head script that sends the
// same login before the app's code has loaded (lib/shell/early-boot): the bootstrap adopts that
// answer only when its own request is byte for byte the one the script sent.
import { pickDeviceId } from '../platform/device';
import { launchedChannel, type Channel, type LaunchParams } from '../platform/launch-params';

export const GUEST_LOGIN_PATH = 'login/guest';

export interface GuestLoginPayload {
  devID: string;
  /** §7: JSON text. Ours carries the channel, which the origin records on the new guest. */
  affCode: string;
  /** Only sent without a token, so there is no guest token to hand back (§4). */
  token: '';
}

export function guestLoginPayload(devID: string, channel: Channel): GuestLoginPayload {
  return { devID, affCode: JSON.stringify(channel), token: '' };
}

/** What the device has kept (already decoded from storage) that the login depends on. */
export interface StoredIdentity {
  deviceId: string | null;
  channel: Channel;
}

/**
 * The login a page with this link and this storage sends: the device id to keep (stored before
 * the call, so every later try is the same device) and the payload.
 */
export function guestLoginFor(
  params: LaunchParams,
  stored: StoredIdentity,
  random: () => number,
  now: number,
): { deviceId: string; payload: GuestLoginPayload } {
  const deviceId = pickDeviceId(params.uuid, stored.deviceId, random, now);
  return {
    deviceId,
    payload: guestLoginPayload(deviceId, launchedChannel(stored.channel, params)),
  };
}
