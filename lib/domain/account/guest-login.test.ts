import { describe, expect, it } from 'vitest';

import { guestLoginFor, guestLoginPayload } from './guest-login';
import { launchedChannel, launchedFlag } from '../platform/launch-params';

const random = () => 0.5;
const now = Date.UTC(2026, 0, 2, 3, 4, 5);

describe('guestLoginFor', () => {
  it('a fresh device: a new id, the link’s channel as affCode, no token', () => {
    const { deviceId, payload } = guestLoginFor(
      { pc: 'p1' },
      { deviceId: null, channel: {} },
      random,
      now,
    );
    expect(deviceId).toBe('555555555520260102110405');
    expect(payload).toEqual({ devID: deviceId, affCode: '{"pc":"p1"}', token: '' });
  });

  it('keeps the stored id and merges the link into the stored channel field by field', () => {
    const { payload } = guestLoginFor(
      { dc: 'd2' },
      { deviceId: 'stored-device', channel: { pc: 'p1', dc: 'd1' } },
      random,
      now,
    );
    expect(payload).toEqual(guestLoginPayload('stored-device', { pc: 'p1', dc: 'd2' }));
  });
});

describe('launchedChannel and launchedFlag', () => {
  it('change only what the link says', () => {
    const stored = { pc: 'p1' };
    expect(launchedChannel(stored, { uuid: 'x' })).toBe(stored);
    expect(launchedChannel(stored, { dc: 'd1' })).toEqual({ pc: 'p1', dc: 'd1' });
    expect(launchedFlag(true, undefined)).toBe(true);
    expect(launchedFlag(true, '0')).toBe(false);
    expect(launchedFlag(false, 'nonsense')).toBe(false);
  });
});
