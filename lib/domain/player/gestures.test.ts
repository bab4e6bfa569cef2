import { describe, expect, it } from 'vitest';

import {
  classifyGesture,
  DOUBLE_TAP_MS,
  gestureClock,
  gestureFeedback,
  GESTURE_MOVE_PX,
  LONG_PRESS_MS,
  MIN_BRIGHTNESS,
  SEEK_FULL_WIDTH_MAX_S,
  seekLimit,
  tapSettled,
  type GestureInput,
  type GestureMedia,
  type PointerSample,
} from './gestures';

const media: GestureMedia = {
  currentTime: 600,
  duration: 2700,
  previewSeconds: 0,
  live: false,
  volume: 0.5,
  brightness: 1,
  volumeSettable: true,
};

/** A 400×225 player; samples as [x, y, t]. */
function input(
  points: [number, number, number][],
  extra: Partial<GestureInput> = {},
): GestureInput {
  const samples: PointerSample[] = points.map(([x, y, t]) => ({ x, y, t }));
  return {
    samples,
    released: true,
    now: samples[samples.length - 1]!.t,
    width: 400,
    height: 225,
    lastTapAt: null,
    media,
    blocked: false,
    ...extra,
  };
}

describe('classifyGesture', () => {
  it('is pending while a still finger is down, a tap once lifted quickly', () => {
    expect(classifyGesture(input([[100, 100, 0]], { released: false, now: 100 })).kind).toBe(
      'pending',
    );
    expect(
      classifyGesture(
        input([
          [100, 100, 0],
          [102, 101, 120],
        ]),
      ).kind,
    ).toBe('tap');
  });

  it('makes a second tap within DOUBLE_TAP_MS a double-tap, a later one a tap', () => {
    const second = (at: number) =>
      classifyGesture(
        input(
          [
            [100, 100, at],
            [100, 100, at + 80],
          ],
          { lastTapAt: 1000 },
        ),
      ).kind;
    expect(second(1000 + DOUBLE_TAP_MS)).toBe('double-tap');
    expect(second(1000 + DOUBLE_TAP_MS + 1)).toBe('tap');
  });

  it('settles a single tap only after the double-tap window', () => {
    expect(tapSettled(1000, 1000 + DOUBLE_TAP_MS)).toBe(false);
    expect(tapSettled(1000, 1000 + DOUBLE_TAP_MS + 1)).toBe(true);
  });

  it('turns a press held LONG_PRESS_MS into a long press, kept if the finger then moves', () => {
    const held = input([[100, 100, 0]], { released: false, now: LONG_PRESS_MS });
    expect(classifyGesture(held).kind).toBe('long-press');
    expect(classifyGesture({ ...held, now: LONG_PRESS_MS - 1 }).kind).toBe('pending');
    const movedAfter = input(
      [
        [100, 100, 0],
        [200, 100, LONG_PRESS_MS + 50],
      ],
      { released: false },
    );
    expect(classifyGesture(movedAfter).kind).toBe('long-press');
  });

  it('does not count a drag begun before LONG_PRESS_MS as a long press', () => {
    const drag = input(
      [
        [100, 100, 0],
        [140, 100, 100],
      ],
      { released: false, now: 2000 },
    );
    expect(classifyGesture(drag).kind).toBe('seek');
  });

  it('waits for GESTURE_MOVE_PX of travel before a drag is anything', () => {
    const short = input(
      [
        [100, 100, 0],
        [100 + GESTURE_MOVE_PX - 1, 100, 50],
      ],
      { released: false },
    );
    expect(classifyGesture(short).kind).toBe('pending');
    const far = input(
      [
        [100, 100, 0],
        [100 + GESTURE_MOVE_PX, 100, 50],
      ],
      { released: false },
    );
    expect(classifyGesture(far).kind).toBe('seek');
  });

  it('seeks in proportion to the width, a full swipe SEEK_FULL_WIDTH_MAX_S at most', () => {
    const half = classifyGesture(
      input([
        [0, 100, 0],
        [200, 100, 100],
      ]),
    );
    expect(half).toEqual({ kind: 'seek', from: 600, target: 600 + SEEK_FULL_WIDTH_MAX_S / 2 });
    const back = classifyGesture(
      input([
        [400, 100, 0],
        [0, 100, 100],
      ]),
    );
    expect(back).toEqual({ kind: 'seek', from: 600, target: 600 - SEEK_FULL_WIDTH_MAX_S });
  });

  it('seeks a short clip end to end across the width', () => {
    const clip = { ...media, currentTime: 0, duration: 30 };
    const swipe = classifyGesture(
      input(
        [
          [0, 100, 0],
          [400, 100, 100],
        ],
        { media: clip },
      ),
    );
    expect(swipe).toEqual({ kind: 'seek', from: 0, target: 30 });
  });

  it('clamps a seek to [0, duration]', () => {
    const nearEnd = { ...media, currentTime: 2680 };
    expect(
      classifyGesture(
        input(
          [
            [0, 10, 0],
            [400, 10, 100],
          ],
          { media: nearEnd },
        ),
      ),
    ).toMatchObject({
      target: 2700,
    });
    const nearStart = { ...media, currentTime: 5 };
    expect(
      classifyGesture(
        input(
          [
            [400, 10, 0],
            [0, 10, 100],
          ],
          { media: nearStart },
        ),
      ),
    ).toMatchObject({ target: 0 });
  });

  it('never seeks past the preview limit of an unpaid video', () => {
    const preview = { ...media, currentTime: 20, previewSeconds: 30 };
    expect(seekLimit(preview)).toBe(30);
    const swipe = classifyGesture(
      input(
        [
          [0, 10, 0],
          [400, 10, 100],
        ],
        { media: preview },
      ),
    );
    expect(swipe).toMatchObject({ kind: 'seek', target: 30 });
  });

  it('does not seek a live stream or a video of unknown length', () => {
    const drag = [
      [0, 10, 0],
      [300, 10, 100],
    ] as [number, number, number][];
    expect(classifyGesture(input(drag, { media: { ...media, live: true } })).kind).toBe('none');
    expect(classifyGesture(input(drag, { media: { ...media, duration: 0 } })).kind).toBe('none');
  });

  it('changes brightness on the left half and volume on the right, up raising', () => {
    const left = classifyGesture(
      input(
        [
          [100, 200, 0],
          [100, 110, 100],
        ],
        { media: { ...media, brightness: 0.5 } },
      ),
    );
    expect(left).toEqual({ kind: 'brightness', value: 0.9 });
    const right = classifyGesture(
      input([
        [300, 50, 0],
        [300, 95, 100],
      ]),
    );
    expect(right).toEqual({ kind: 'volume', value: 0.3 });
  });

  it('clamps volume to [0, 1] and brightness to [MIN_BRIGHTNESS, 1]', () => {
    expect(
      classifyGesture(
        input([
          [300, 0, 0],
          [300, 225, 100],
        ]),
      ),
    ).toEqual({
      kind: 'volume',
      value: 0,
    });
    expect(
      classifyGesture(
        input([
          [300, 225, 0],
          [300, 0, 100],
        ]),
      ),
    ).toEqual({
      kind: 'volume',
      value: 1,
    });
    expect(
      classifyGesture(
        input([
          [100, 0, 0],
          [100, 225, 100],
        ]),
      ),
    ).toEqual({
      kind: 'brightness',
      value: MIN_BRIGHTNESS,
    });
  });

  it('offers no volume gesture where the volume cannot be set (iOS Safari)', () => {
    const ios = { ...media, volumeSettable: false };
    expect(
      classifyGesture(
        input(
          [
            [300, 200, 0],
            [300, 100, 100],
          ],
          { media: ios },
        ),
      ).kind,
    ).toBe('none');
    expect(
      classifyGesture(
        input(
          [
            [100, 200, 0],
            [100, 100, 100],
          ],
          { media: ios },
        ),
      ).kind,
    ).toBe('brightness');
  });

  it('lets nothing act during an ad or after the preview: a tap only shows the controls', () => {
    const blocked = { blocked: true };
    expect(
      classifyGesture(
        input(
          [
            [0, 10, 0],
            [300, 10, 100],
          ],
          blocked,
        ),
      ).kind,
    ).toBe('none');
    expect(
      classifyGesture(
        input(
          [
            [300, 200, 0],
            [300, 50, 100],
          ],
          blocked,
        ),
      ).kind,
    ).toBe('none');
    expect(
      classifyGesture(
        input(
          [
            [100, 200, 0],
            [100, 50, 100],
          ],
          blocked,
        ),
      ).kind,
    ).toBe('none');
    expect(
      classifyGesture(input([[100, 100, 0]], { ...blocked, released: false, now: 2000 })).kind,
    ).toBe('none');
    expect(
      classifyGesture(
        input(
          [
            [100, 100, 1000],
            [100, 100, 1050],
          ],
          { ...blocked, lastTapAt: 900 },
        ),
      ).kind,
    ).toBe('tap');
  });
});

describe('gestureFeedback', () => {
  it('says what each gesture does, in Chinese', () => {
    expect(gestureFeedback({ kind: 'double-tap' }, media, false)).toBe('❚❚');
    expect(gestureFeedback({ kind: 'double-tap' }, media, true)).toBe('▶');
    expect(gestureFeedback({ kind: 'seek', from: 60, target: 83 }, media, true)).toBe(
      '快进 01:23 / 45:00',
    );
    expect(gestureFeedback({ kind: 'seek', from: 90, target: 83 }, media, true)).toBe(
      '快退 01:23 / 45:00',
    );
    expect(gestureFeedback({ kind: 'volume', value: 0.6 }, media, true)).toBe('音量 60%');
    expect(gestureFeedback({ kind: 'brightness', value: 0.4 }, media, true)).toBe('亮度 40%');
    expect(gestureFeedback({ kind: 'long-press' }, media, true)).toBe('2倍速播放中');
    expect(gestureFeedback({ kind: 'tap' }, media, true)).toBeNull();
  });

  it('writes hours only past an hour', () => {
    expect(gestureClock(3723)).toBe('1:02:03');
    expect(gestureClock(59.9)).toBe('00:59');
    expect(gestureClock(Number.NaN)).toBe('00:00');
  });
});
