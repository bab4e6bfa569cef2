import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { inviteCodeFromQuery, normaliseInviteCode } from '../account/invite';
import { launchedChannel, type Channel } from '../platform/launch-params';
import { routeForAction } from '../platform/links';
import { readShareLink, shareLink, shareTitle, subjectPath, type ShareSubject } from './link';

const ORIGIN = 'https://m.example.com';

describe('subjectPath', () => {
  it('is the route the link actions and cards open', () => {
    expect(subjectPath({ kind: 'video', id: 7 })).toBe(routeForAction('video', { id: 7 }));
    expect(subjectPath({ kind: 'post', id: 8 })).toBe(routeForAction('post_details', { id: 8 }));
    expect(subjectPath({ kind: 'uploader', id: 9 })).toBe(routeForAction('user_center', { id: 9 }));
    expect(subjectPath({ kind: 'short', id: 10 })).toBe(routeForAction('short_video', { id: 10 }));
    expect(subjectPath({ kind: 'live', id: 3, name: 'CCTV 1' })).toBe(
      '/liveTv/livePlay?id=3&name=CCTV+1',
    );
  });
});

describe('shareLink', () => {
  it('keeps the channel and adds the invite code to the subject page', () => {
    const link = shareLink({
      origin: ORIGIN,
      subject: { kind: 'video', id: 42 },
      inviteCode: 'abc234',
      channel: { pc: 'p1', dc: 'd-2', isLight: '1' },
    });
    expect(link).toBe(`${ORIGIN}/play/longVideo?id=42&pc=p1&dc=d-2&isLight=1&code=ABC234`);
  });

  it('shares without a code for a guest, and without a channel when none was recorded', () => {
    expect(shareLink({ origin: ORIGIN, subject: { kind: 'post', id: 5 }, inviteCode: '' })).toBe(
      `${ORIGIN}/community/postDetail?id=5`,
    );
    expect(
      shareLink({ origin: ORIGIN, subject: { kind: 'uploader', id: 6 }, inviteCode: null }),
    ).toBe(`${ORIGIN}/community/upInfo?id=6`);
  });

  it('leaves out a malformed code and channel values the launch parser would refuse', () => {
    const link = shareLink({
      origin: ORIGIN,
      subject: { kind: 'short', id: 1 },
      inviteCode: 'AB&C=1',
      channel: { pc: 'has space', dc: 'ok' },
    });
    expect(link).toBe(`${ORIGIN}/shortVideo?id=1&dc=ok`);
  });

  it('never carries the device id, the sharer or the app-store flag', () => {
    const channel = { pc: 'p', uuid: 'device-123456', UID: '9', isAppStore: '1' } as Channel;
    const read = readShareLink(
      shareLink({ origin: ORIGIN, subject: { kind: 'video', id: 1 }, channel }),
    );
    expect(read?.launch).toEqual({ pc: 'p' });
  });
});

const subjects: fc.Arbitrary<ShareSubject> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('video' as const, 'short' as const, 'post' as const, 'uploader' as const),
    id: fc.integer({ min: 1, max: 2 ** 31 }),
  }),
  fc.record({
    kind: fc.constant('live' as const),
    id: fc.integer({ min: 1, max: 2 ** 31 }),
    name: fc.string({ minLength: 1, maxLength: 12 }),
  }),
);
const launchValue = fc.stringMatching(/^[A-Za-z0-9._~:@!$*+-]{1,64}$/);
const channels = fc.record(
  { pc: launchValue, dc: launchValue, isLight: fc.constantFrom('0', '1', 'true', 'false') },
  { requiredKeys: [] },
);
const codes = fc.stringMatching(/^[A-HJ-NP-Z2-9]{6}$/);

describe('readShareLink (round trip through the app’s own parsers)', () => {
  it('opens the same subject with the same channel and the code', () => {
    fc.assert(
      fc.property(subjects, channels, fc.option(codes), (subject, channel, code) => {
        const read = readShareLink(
          shareLink({ origin: ORIGIN, subject, channel, inviteCode: code }),
        )!;
        const [path, query] = subjectPath(subject).split('?');
        expect(read.path).toBe(path);
        expect(read.id).toBe(String(subject.id));
        expect(new URLSearchParams(`?${query}`).get('id')).toBe(read.id);
        expect(read.channel).toEqual(channel);
        // What the bootstrap records for a first visit (nothing stored yet).
        expect(launchedChannel({}, read.launch)).toEqual(channel);
        expect(read.inviteCode).toBe(code);
      }),
    );
  });

  it('keeps a live channel’s name', () => {
    const link = shareLink({
      origin: ORIGIN,
      subject: { kind: 'live', id: 3, name: '新闻 & 财经' },
    });
    expect(new URL(link).searchParams.get('name')).toBe('新闻 & 财经');
  });

  it('reads no code from a repeated or malformed one, and nothing from a non-URL', () => {
    expect(inviteCodeFromQuery(new URLSearchParams('code=ABC234&code=XYZ789'))).toBeNull();
    expect(inviteCodeFromQuery(new URLSearchParams('code=ABC'))).toBeNull();
    expect(inviteCodeFromQuery(new URLSearchParams('code=%20abc234%20'))).toBe('ABC234');
    expect(normaliseInviteCode(42)).toBeNull();
    expect(readShareLink('not a link')).toBeNull();
  });
});

describe('shareTitle', () => {
  it('takes the first line, cut by characters, else the fallback', () => {
    expect(shareTitle('  第一行\n第二行', '帖子')).toBe('第一行');
    expect(shareTitle('\n  ', '某某的帖子')).toBe('某某的帖子');
    expect(shareTitle('😀'.repeat(41), '帖子')).toBe(`${'😀'.repeat(40)}…`);
  });
});
